package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.replay.HistoryFold;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.tool.Workspace;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;

/**
 * The live agent of one session. Inputs queue up and run one turn at a time, in order, on the
 * shared background executor (never two at once for one session). The history is the fold of the
 * session log plus everything this agent has appended since — of which it holds only the newest
 * exchanges worth its context window ({@link HeldHistory}), behind a note that older ones are left out.
 */
public final class Agent implements AgentHandle {
    private final SessionId sessionId;
    private final SessionKind kind;
    private final SessionLineage lineage;
    private final Workspace workspace;
    private final AgentSetup setup;
    private final TurnRunner runner;
    private final Executor executor;
    private final SessionStore store;
    private final Object lock = new Object();
    private final Deque<Pending> queue = new ArrayDeque<>();
    private final HeldHistory history;
    private boolean draining;
    /** True from taking an input off the queue until just before its future completes. */
    private boolean working;
    private CancellationToken current;
    /** The seq of the latest event this agent appended: what its streaming deltas follow. */
    private volatile long lastSeq;

    /** A queued unit of work: a plain input, or a reservation asked for its input at its turn. */
    private record Pending(Supplier<Optional<TurnInput>> admission, boolean human,
            CompletableFuture<Optional<TurnResult>> done) {
    }

    /**
     * @param initialHistory the model-visible history from the oldest exchange to hold, with the
     *     estimates its fold made ({@link HistoryWindowFold.State#window})
     * @param leftOut whether older messages of the session are not in {@code initialHistory}
     */
    public Agent(SessionLineage lineage, Workspace workspace, ModelProvider provider, AgentSetup setup,
            SessionStore store, EventBus bus, Executor executor, PriceTable prices,
            List<EstimatedMessage> initialHistory, boolean leftOut) {
        this.lineage = lineage;
        this.sessionId = lineage.session();
        this.kind = lineage.kind();
        this.workspace = workspace;
        this.setup = setup;
        this.executor = executor;
        this.store = store;
        this.history = new HeldHistory(setup.config().contextWindowTokens(), initialHistory, leftOut);
        this.runner = new TurnRunner(this, provider, setup, bus, prices);
    }

    @Override
    public SessionId sessionId() {
        return sessionId;
    }

    @Override
    public SessionKind kind() {
        return kind;
    }

    /** The session's kind, parent and Ralph run and round (what a shell approval names). */
    public SessionLineage lineage() {
        return lineage;
    }

    @Override
    public Workspace workspace() {
        return workspace;
    }

    public AgentSetup setup() {
        return setup;
    }

    @Override
    public CompletableFuture<TurnResult> submit(TurnInput input) {
        CompletableFuture<Optional<TurnResult>> done = enqueue(() -> Optional.of(input),
                input.origin() instanceof InputOrigin.Human);
        return done.thenApply(Optional::orElseThrow);
    }

    @Override
    public CompletableFuture<Optional<TurnResult>> submitReserved(Supplier<Optional<TurnInput>> admission) {
        return enqueue(admission, false);
    }

    private CompletableFuture<Optional<TurnResult>> enqueue(Supplier<Optional<TurnInput>> admission, boolean human) {
        CompletableFuture<Optional<TurnResult>> done = new CompletableFuture<>();
        Pending pending = new Pending(admission, human, done);
        synchronized (lock) {
            queue.addLast(pending);
            if (!draining) {
                draining = true;
                try {
                    executor.execute(this::drain);
                } catch (RejectedExecutionException e) {
                    // the app is shutting down: nothing will run this input
                    draining = false;
                    queue.remove(pending);
                    done.completeExceptionally(e);
                }
            }
        }
        return done;
    }

    private void drain() {
        while (true) {
            Pending next;
            synchronized (lock) {
                next = queue.pollFirst();
                if (next == null) {
                    draining = false;
                    lock.notifyAll();
                    return;
                }
                working = true;
            }
            runOne(next);
        }
    }

    /**
     * Admits and runs one input. Its future completes after the agent stops counting as working,
     * so a caller woken by it sees the agent idle unless more input is queued (a Ralph run started
     * right after a chat turn is not refused as busy); completion callbacks still run before
     * {@link #awaitIdle} returns.
     */
    private void runOne(Pending pending) {
        // Throwable, not RuntimeException: an Error escaping here would end the drain loop with
        // `draining` still set, and every later input and awaitIdle would wait for good.
        // The turn's token is current from before its admission, so a cancel that comes while the
        // input is being admitted still reaches the turn (it then ends cancelled before any model call).
        CancellationToken token = new CancellationToken();
        synchronized (lock) {
            current = token;
        }
        Optional<TurnInput> input;
        try {
            input = pending.admission().get();
        } catch (Throwable e) {
            clearCurrent();
            finish(() -> pending.done().completeExceptionally(e));
            return;
        }
        if (input.isEmpty()) {
            clearCurrent();
            finish(() -> pending.done().complete(Optional.empty()));
            return;
        }
        synchronized (lock) {
            history.trim();
        }
        TurnResult result;
        try {
            result = runner.run(input.get(), token);
        } catch (Throwable e) {
            finish(() -> pending.done().completeExceptionally(e));
            return;
        } finally {
            clearCurrent();
        }
        for (TurnHook hook : setup.hooks()) {
            try {
                hook.afterTurn(this, result);
            } catch (RuntimeException | Error e) {
                hookFailed(e);
            }
        }
        finish(() -> pending.done().complete(Optional.of(result)));
    }

    private void clearCurrent() {
        synchronized (lock) {
            current = null;
        }
    }

    private void finish(Runnable complete) {
        synchronized (lock) {
            working = false;
        }
        complete.run();
    }

    /** A hook's defect is shown (and recorded) as a warning; it never stops the agent. */
    private void hookFailed(Throwable e) {
        try {
            record(Notices.of("warning", "hook-failed", e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage())));
        } catch (SessionStoreException stored) {
            JulLogger.of(Agent.class).log(System.Logger.Level.WARNING, "session " + sessionId
                    + ": a turn hook failed", e);
        }
    }

    /** Appends an event of this session through the harness's store (which publishes it once committed). */
    LoggedEvent record(SessionEvent event) {
        LoggedEvent logged = store.append(sessionId, event);
        lastSeq = logged.seq();
        return logged;
    }

    /** The seq of the latest event this agent appended (0 before the first). */
    long lastSeq() {
        return lastSeq;
    }

    /** Stores a large text (a tool's full output) by hash. */
    String putBlob(String content) {
        return store.putBlob(content);
    }

    @Override
    public void inject(String source, String note) {
        record(new ContextNote(source, note));
        synchronized (lock) {
            history.add(new ChatMessage.User(HistoryFold.noteText(source, note)));
        }
    }

    @Override
    public boolean isIdle() {
        synchronized (lock) {
            return !working && queue.isEmpty();
        }
    }

    /** True while a turn is being admitted or running (not counting queued input). */
    public boolean isRunningTurn() {
        synchronized (lock) {
            return current != null;
        }
    }

    @Override
    public boolean hasPendingHumanInput() {
        synchronized (lock) {
            return queue.stream().anyMatch(Pending::human);
        }
    }

    @Override
    public void cancel(CancelReason reason) {
        CancellationToken token;
        synchronized (lock) {
            token = current;
        }
        if (token != null) {
            token.cancel(reason);
        }
        for (TurnHook hook : setup.hooks()) {
            try {
                hook.cancelRequested(this, reason);
            } catch (RuntimeException | Error e) {
                hookFailed(e);
            }
        }
    }

    /** Waits until the agent is idle; for shutdown, workflow disposal and tests. */
    @Override
    public boolean awaitIdle(long timeoutMillis) throws InterruptedException {
        long now = System.currentTimeMillis();
        long deadline = timeoutMillis > Long.MAX_VALUE - now ? Long.MAX_VALUE : now + timeoutMillis;
        synchronized (lock) {
            while (draining || !queue.isEmpty()) {
                long left = deadline - System.currentTimeMillis();
                if (left <= 0) {
                    return false;
                }
                lock.wait(left);
            }
            return true;
        }
    }

    @Override
    public List<ChatMessage> history() {
        synchronized (lock) {
            return history.messages();
        }
    }

    /** {@link #history} with each message's estimate, for a request's window. */
    List<EstimatedMessage> estimatedHistory() {
        synchronized (lock) {
            return history.estimated();
        }
    }

    void appendHistory(ChatMessage message) {
        synchronized (lock) {
            history.add(message);
        }
    }
}
