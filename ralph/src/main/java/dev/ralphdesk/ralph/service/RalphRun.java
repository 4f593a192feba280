package dev.ralphdesk.ralph.service;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.Wait;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.ralph.replay.RalphTimeline;
import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RalphRoundFinished;
import dev.ralphdesk.ralph.run.RalphRoundStarted;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;

/**
 * A run going on in this process: its id and parent session, its live view (the timeline fold of
 * the events it appended so far), subscription to its rounds, cancellation and its result, which
 * completes only after every child of the run has stopped.
 */
public final class RalphRun {
    private static final System.Logger LOG = JulLogger.of(RalphRun.class);
    private final String runId;
    private final SessionId session;
    private final Consumer<CancelReason> canceller;
    private final CompletableFuture<RalphResult> result = new CompletableFuture<>();
    private final List<RalphRunListener> listeners = new CopyOnWriteArrayList<>();
    private RunView view;

    RalphRun(String runId, SessionId session, RunView resumedFrom, Consumer<CancelReason> canceller) {
        this.runId = runId;
        this.session = session;
        this.view = resumedFrom;
        this.canceller = canceller;
    }

    public String runId() {
        return runId;
    }

    public SessionId session() {
        return session;
    }

    /** Completes with the terminal value once the run and all its children have stopped. */
    public CompletableFuture<RalphResult> result() {
        return result;
    }

    /**
     * Waits for the result. An interrupt cancels the run ({@code interrupted}) and the wait goes on
     * until it has stopped; the thread's interrupt flag is set again afterwards.
     *
     * @throws IllegalStateException when the run ended with an error instead of a result
     */
    public RalphResult awaitResult() {
        try {
            return Wait.result(result, () -> cancel(CancelReason.INTERRUPTED));
        } catch (ExecutionException e) {
            throw new IllegalStateException("the Ralph run broke: " + e.getCause().getMessage(), e.getCause());
        }
    }

    /** Asks the run to stop for {@code reason}; it ends {@code cancelled} with its child stopped. Returns at once. */
    public void cancel(CancelReason reason) {
        canceller.accept(reason);
    }

    /** The run as the timeline shows it now (empty until its first event). */
    public synchronized Optional<RunView> view() {
        return Optional.ofNullable(view);
    }

    /**
     * Subscribes to the run's rounds: the listener first gets every round so far (and the result,
     * when done), then each change as it is committed. Closing the handle unsubscribes.
     */
    public AutoCloseable subscribe(RalphRunListener listener) {
        synchronized (this) {
            if (view != null) {
                listener.changed(view);
                for (RoundView round : view.rounds()) {
                    listener.roundStarted(round);
                    if (round.state() == RoundState.REPORTED || round.state() == RoundState.FAILED) {
                        listener.roundFinished(round);
                    }
                }
            }
            listeners.add(listener);
        }
        result.thenAccept(value -> {
            if (listeners.contains(listener)) {
                safely(() -> listener.runFinished(value));
            }
        });
        return () -> listeners.remove(listener);
    }

    /** Folds a committed event into the view and tells the listeners, in commit order. */
    synchronized void onEvent(LoggedEvent logged) {
        RunView after = RalphTimeline.apply(view, logged);
        if (after == null) {
            return;
        }
        view = after;
        for (RalphRunListener listener : listeners) {
            safely(() -> {
                listener.changed(after);
                if (logged.event() instanceof RalphRoundStarted started) {
                    roundOf(after, started.childSessionId()).ifPresent(listener::roundStarted);
                } else if (logged.event() instanceof RalphRoundFinished finished) {
                    roundOf(after, finished.childSessionId()).ifPresent(listener::roundFinished);
                }
            });
        }
    }

    /** A listener that throws is logged and skipped; it never fails the run or the other listeners. */
    private void safely(Runnable call) {
        try {
            call.run();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "a listener of Ralph run " + runId + " failed", e);
        }
    }

    void finish(RalphResult value) {
        result.complete(value);
    }

    private static Optional<RoundView> roundOf(RunView run, String childSessionId) {
        return run.rounds().stream().filter(r -> r.childSessionId().equals(childSessionId)).reduce((a, b) -> b);
    }
}
