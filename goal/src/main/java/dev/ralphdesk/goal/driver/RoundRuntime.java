package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.workspace.WorkspaceSnapshot;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.claim.HeldClaim;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.ProgressTracker;
import dev.ralphdesk.goal.service.GoalView;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * The driver's process-local bookkeeping for one session. Guarded by the session's goal lock
 * ({@code SessionGoals}); fields only the session thread touches (turn start index, compact flag)
 * are read there without it.
 */
final class RoundRuntime {
    /** The agent a reservation is queued for, or null: at most one pending reservation per agent. */
    AgentHandle reservedFor;
    /** Reservations submitted whose turn (if admitted) has not finished yet. */
    int inFlight;
    /** The running goal round: its turn id and origin, where its messages start, when it started. */
    String roundTurn;
    InputOrigin.Goal round;
    int turnStartIndex;
    boolean compact;
    Instant startedAt;
    WorkspaceSnapshot workspaceBefore;
    /** Goal-origin turns stopped by the fence (stale when they started): not settled as rounds. */
    final Set<String> fenced = new HashSet<>();
    /** Turns whose text carried the completion marker. */
    final Set<String> markerTurns = new HashSet<>();
    /** The closing request: queued, then admitted (its turn id). */
    boolean closingQueued;
    boolean closingAdmitted;
    String closingTurn;
    /** The closing request of a compact goal carries only its own prompt; where that prompt starts. */
    boolean closingCompact;
    int closingStartIndex;
    /** Set when the repeated-call breaker tripped during the running round. */
    String noProgress;
    /** Set when a token, cost or time budget ran out during the running round (which was then stopped). */
    BlockReason budgetStop;
    ProgressTracker progress;
    String progressGoalId;
    /** Why the last completion claim was refused, for the next round's prompt — of this goal only. */
    private String refusal;
    private String refusalGoalId;
    /** The check command of a marker claim being judged. */
    CancellationToken check;
    /** The latest turn of the session ended abnormally: no round until a normal turn or the person's go. */
    boolean afterAbnormalTurn;
    /** The session's claim for goal rounds, held from the first reservation until the work is at rest. */
    HeldClaim claim;
    /** Headless: completes when the goal stops; while set, rounds run in explicit mode. */
    CompletableFuture<GoalView> runner;

    ProgressTracker progress(String goalId, int idleLimit) {
        if (progress == null || !goalId.equals(progressGoalId)) {
            progress = new ProgressTracker(idleLimit);
            progressGoalId = goalId;
        }
        return progress;
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

    /** Nothing queued, running or closing: the session's goal work is at rest. */
    boolean atRest() {
        return inFlight == 0 && reservedFor == null && roundTurn == null && !closingQueued && closingTurn == null;
    }
}
