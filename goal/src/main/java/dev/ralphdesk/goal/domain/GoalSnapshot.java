package dev.ralphdesk.goal.domain;

import java.time.Instant;
import java.util.Objects;

/**
 * The durable state of one goal after a mutation: what every {@code goal/change} event carries.
 * Invalid values are refused here, so a bad record can neither be written nor replayed.
 *
 * @param checkCommand a command the harness runs itself to confirm a completion claim, or null
 * @param verifierInstructions how the model should verify its work, or null
 * @param completion what certified the completion; set exactly when the phase is complete
 */
public record GoalSnapshot(String id, long revision, String objective, GoalPhase phase, BlockReason blockedReason,
        int maxGoalRounds, String checkCommand, GoalBudgets budgets, ContinuationMode continuation,
        String verifierInstructions, GoalCompletion completion, Instant createdAt, Instant updatedAt) {
    public static final int DEFAULT_MAX_ROUNDS = 256;
    public static final int MAX_ROUNDS_CEILING = 100_000;
    public static final int MAX_OBJECTIVE_CHARS = 4_000;
    public static final int MAX_INSTRUCTIONS_CHARS = 4_000;

    public GoalSnapshot {
        if (id == null || !id.matches("[A-Za-z0-9][A-Za-z0-9-]{0,63}")) {
            throw new IllegalArgumentException("invalid goal id: " + id);
        }
        if (revision < 1) {
            throw new IllegalArgumentException("a goal revision starts at 1, got " + revision);
        }
        objective = validObjective(objective);
        Objects.requireNonNull(phase, "phase");
        if ((phase == GoalPhase.BLOCKED) != (blockedReason != null)) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_BLOCK_REASON,
                    "a blocked goal needs a block reason, and only a blocked goal has one");
        }
        validMaxRounds(maxGoalRounds);
        checkCommand = checkCommand == null || checkCommand.isBlank() ? null : checkCommand.strip();
        budgets = budgets == null ? GoalBudgets.none() : budgets;
        continuation = continuation == null ? ContinuationMode.KEEP_HISTORY : continuation;
        verifierInstructions = validInstructions(verifierInstructions);
        if ((phase == GoalPhase.COMPLETE) != (completion != null)) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION,
                    "a complete goal records what certified it, and only a complete goal does");
        }
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
    }

    public GoalRef ref() {
        return new GoalRef(id, revision);
    }

    /** The objective, trimmed; refused when empty or longer than {@value #MAX_OBJECTIVE_CHARS} characters. */
    public static String validObjective(String objective) {
        if (objective == null || objective.isBlank()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_OBJECTIVE, "a goal needs an objective");
        }
        String trimmed = objective.strip();
        if (trimmed.length() > MAX_OBJECTIVE_CHARS) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_OBJECTIVE, "the objective is " + trimmed.length()
                    + " characters long; keep it under " + MAX_OBJECTIVE_CHARS + " and put details in the workspace");
        }
        return trimmed;
    }

    public static int validMaxRounds(int maxRounds) {
        if (maxRounds < 1 || maxRounds > MAX_ROUNDS_CEILING) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_MAX_ROUNDS,
                    "the round cap must be between 1 and " + MAX_ROUNDS_CEILING + ", got " + maxRounds);
        }
        return maxRounds;
    }

    private static String validInstructions(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String trimmed = text.strip();
        if (trimmed.length() > MAX_INSTRUCTIONS_CHARS) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT,
                    "verifier instructions are limited to " + MAX_INSTRUCTIONS_CHARS + " characters");
        }
        return trimmed;
    }

    /** The next revision of this goal with the given phase and block reason (completion cleared). */
    GoalSnapshot next(GoalPhase newPhase, BlockReason reason, GoalCompletion done, Instant now) {
        return new GoalSnapshot(id, revision + 1, objective, newPhase, reason, maxGoalRounds, checkCommand, budgets,
                continuation, verifierInstructions, done, createdAt, now);
    }
}
