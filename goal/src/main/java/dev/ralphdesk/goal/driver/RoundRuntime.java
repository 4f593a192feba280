package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.claim.HeldClaim;
import dev.ralphdesk.goal.domain.ProgressTracker;
import dev.ralphdesk.goal.service.GoalView;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * The driver's process-local bookkeeping for one session, guarded by the session's goal lock
 * ({@code SessionGoals}): where its goal work stands ({@link RoundState}, one value) and what
 * outlives a round — the progress tracker, the last refused claim, the session's claim, the
 * headless runner, a check command being run.
 */
final class RoundRuntime {
    /** Where the session's goal work stands, replaced whole through {@link RoundMachine}; written under the lock. */
    volatile RoundState state = RoundMachine.IDLE;
    /** Turns whose text carried the completion marker. */
    final Set<String> markerTurns = new HashSet<>();
    /** The check command of a marker claim being judged. */
    CancellationToken check;
    /** The session's claim for goal rounds, held from the first reservation until the work is at rest. */
    HeldClaim claim;
    /** Headless: completes when the goal stops; while set, rounds run in explicit mode. */
    CompletableFuture<GoalView> runner;
    private ProgressTracker progress;
    private String progressGoalId;
    /** Why the last completion claim was refused, for the next round's prompt — of this goal only. */
    private String refusal;
    private String refusalGoalId;

    /** The progress tracker of this goal (a new one for another goal). */
    ProgressTracker progress(String goalId, int idleLimit) {
        if (progress == null || !goalId.equals(progressGoalId)) {
            progress = new ProgressTracker(idleLimit);
            progressGoalId = goalId;
        }
        return progress;
    }

    /** The person's turn or go: the goal's progress starts over. */
    void resetProgress() {
        if (progress != null) {
            progress.reset();
        }
    }

    void refused(String goalId, String why) {
        refusal = why;
        refusalGoalId = goalId;
    }

    /** The refusal to tell the next round of this goal, once. */
    String takeRefusal(String goalId) {
        String why = goalId.equals(refusalGoalId) ? refusal : null;
        refusal = null;
        refusalGoalId = null;
        return why;
    }

    /** Nothing queued, running, settling or closing: the session's goal work is at rest. */
    boolean atRest() {
        return RoundMachine.atRest(state);
    }
}
