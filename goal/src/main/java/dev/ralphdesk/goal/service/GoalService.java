package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.domain.GoalException;
import dev.ralphdesk.goal.domain.GoalRef;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * The goal API for the desktop panel, {@code /goal} and the CLI. Each verb returns its
 * {@link GoalResult}: the view after it, or the error code. {@code expected} is the goal revision the
 * caller saw (compare-and-set); pass null to act on whatever is current. Reading a session that does
 * not exist throws the store's {@code SessionStoreException}.
 */
public final class GoalService {
    private final GoalEngine engine;

    public GoalService(GoalEngine engine) {
        this.engine = engine;
    }

    /** The current goal view of a session (loads its goal from the log on first use; never writes). */
    public GoalView view(SessionId session) {
        return engine.view(session);
    }

    /** Observes a session's goal: the listener gets the current view at once, then every change. */
    public Subscription subscribe(SessionId session, GoalListener listener) {
        SessionGoals goals = engine.goals(session);
        synchronized (goals) {
            Subscription subscription = goals.listen(listener);
            listener.goalChanged(goals.view(engine.live(session)));
            return subscription;
        }
    }

    /** Creates a goal and arms it (the session's agent is opened if needed). */
    public GoalResult create(SessionId session, GoalDraft draft) {
        return call(() -> engine.create(session, draft));
    }

    public GoalResult edit(SessionId session, GoalRef expected, GoalEdit edit) {
        return call(() -> engine.edit(session, expected, edit));
    }

    /** Pauses and disarms; a goal round that is running is cancelled. */
    public GoalResult pause(SessionId session, GoalRef expected) {
        return call(() -> engine.pause(session, expected));
    }

    /** Resumes a paused or blocked goal, or arms an active one that is disarmed (e.g. after a reopen). */
    public GoalResult resume(SessionId session, GoalRef expected) {
        return call(() -> engine.resume(session, expected));
    }

    /** Clears the goal (a tombstone in the log); a running goal round is cancelled. */
    public GoalResult clear(SessionId session, GoalRef expected) {
        return call(() -> engine.clear(session, expected));
    }

    /** Raises one or more budgets and resumes, in one compare-and-set step. */
    public GoalResult extend(SessionId session, GoalRef expected, BudgetExtension extension) {
        return call(() -> engine.extend(session, expected, extension));
    }

    /** Stops further rounds in this process without a durable change. */
    public GoalResult disarm(SessionId session) {
        return call(() -> engine.disarm(session));
    }

    /**
     * Runs goal rounds of the session now and until the goal stops, also when the plugin is set to
     * {@code goal.rounds=explicit} (headless). Completes with the final view.
     */
    public CompletableFuture<GoalView> runRounds(SessionId session) {
        return engine.scheduler().runRounds(session);
    }

    /** No goal round reserved, running, settling or closing in any session (a quiescence probe's question). */
    public boolean atRest() {
        return engine.scheduler().atRest();
    }

    private static GoalResult call(Supplier<GoalView> verb) {
        try {
            return new GoalResult.Ok(verb.get());
        } catch (GoalException e) {
            return new GoalResult.Failed(e.code(), e.getMessage());
        }
    }
}
