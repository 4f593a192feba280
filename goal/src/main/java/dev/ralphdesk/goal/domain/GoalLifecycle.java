package dev.ralphdesk.goal.domain;

import java.time.Instant;
import java.util.Objects;

/**
 * The goal verbs as pure functions from the current goal to the next one. Each durable verb is a
 * compare-and-set on {@code expected} (null means "whatever is current") and yields the next
 * revision; a verb that is not allowed throws a {@link GoalException} with its code.
 */
public final class GoalLifecycle {
    private GoalLifecycle() {
    }

    public static GoalSnapshot create(GoalSnapshot current, GoalDraft draft, String newId, int defaultMaxRounds,
            Instant now) {
        if (current != null && !current.phase().finished()) {
            throw new GoalException(GoalErrorCode.GOAL_ALREADY_EXISTS, "this session already has an unfinished goal ("
                    + current.phase().wire() + "): \"" + current.objective() + "\". Clear it first.");
        }
        int rounds = draft.maxGoalRounds() == null ? defaultMaxRounds : draft.maxGoalRounds();
        return new GoalSnapshot(newId, 1, draft.objective(), GoalPhase.ACTIVE, null, rounds, draft.checkCommand(),
                draft.budgets(), draft.continuation(), draft.verifierInstructions(), null, now, now);
    }

    public static GoalSnapshot edit(GoalSnapshot current, GoalRef expected, GoalEdit edit, GoalSpend spend,
            Instant now) {
        require(current, expected);
        if (current.phase().finished()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION,
                    "the goal is complete; start a new one instead of editing it");
        }
        if (edit.isEmpty()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "an edit needs something to change, "
                    + "e.g. a new objective");
        }
        String objective = edit.objective() == null ? current.objective()
                : GoalSnapshot.validObjective(edit.objective());
        int rounds = current.maxGoalRounds();
        if (edit.maxGoalRounds() != null) {
            rounds = GoalSnapshot.validMaxRounds(edit.maxGoalRounds());
            if (rounds < spend.roundsStarted()) {
                throw new GoalException(GoalErrorCode.GOAL_INVALID_MAX_ROUNDS, "the goal already started "
                        + spend.roundsStarted() + " rounds; the cap cannot go below that");
            }
        }
        String check = edit.checkCommand() == null ? current.checkCommand() : edit.checkCommand();
        String instructions = edit.verifierInstructions() == null ? current.verifierInstructions()
                : edit.verifierInstructions();
        GoalSnapshot next = new GoalSnapshot(current.id(), current.revision() + 1, objective, current.phase(),
                current.blockedReason(), rounds, check,
                edit.budgets() == null ? current.budgets() : edit.budgets(),
                edit.continuation() == null ? current.continuation() : edit.continuation(), instructions,
                current.completion(), current.createdAt(), now);
        if (sameDefinition(current, next)) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "the edit changes nothing");
        }
        return next;
    }

    public static GoalSnapshot pause(GoalSnapshot current, GoalRef expected, Instant now) {
        require(current, expected);
        if (current.phase() != GoalPhase.ACTIVE) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION,
                    "only an active goal can be paused; this one is " + current.phase().wire());
        }
        return current.next(GoalPhase.PAUSED, null, null, now);
    }

    /**
     * Resumes a paused or blocked goal. An active goal is returned unchanged (resuming it only arms
     * it, which is not a durable change). A goal at a cap or budget must be extended instead.
     */
    public static GoalSnapshot resume(GoalSnapshot current, GoalRef expected, GoalSpend spend, Instant now) {
        require(current, expected);
        if (current.phase().finished()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "the goal is complete; nothing to resume");
        }
        BudgetCheck.exceeded(current, spend).ifPresent(reason -> {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "the goal is at a limit ("
                    + reason.message() + "); extend its budget to resume it");
        });
        if (current.phase() == GoalPhase.ACTIVE) {
            return current;
        }
        return current.next(GoalPhase.ACTIVE, null, null, now);
    }

    public static GoalSnapshot complete(GoalSnapshot current, GoalRef expected, GoalCompletion completion,
            Instant now) {
        require(current, expected);
        if (current.phase().finished()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "the goal is already complete");
        }
        return current.next(GoalPhase.COMPLETE, null, completion, now);
    }

    public static GoalSnapshot block(GoalSnapshot current, GoalRef expected, BlockReason reason, Instant now) {
        require(current, expected);
        if (current.phase() != GoalPhase.ACTIVE && current.phase() != GoalPhase.PAUSED) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION,
                    "only an active or paused goal can be blocked; this one is " + current.phase().wire());
        }
        return current.next(GoalPhase.BLOCKED, reason, null, now);
    }

    public static GoalTombstone clear(GoalSnapshot current, GoalRef expected) {
        require(current, expected);
        return new GoalTombstone(current.id(), current.revision() + 1);
    }

    /** Raises one or more limits and resumes the goal, in one step. */
    public static GoalSnapshot extend(GoalSnapshot current, GoalRef expected, BudgetExtension extension,
            GoalSpend spend, Instant now) {
        require(current, expected);
        if (current.phase().finished()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "the goal is complete; nothing to extend");
        }
        if (extension.isEmpty()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "say which budget to raise");
        }
        int rounds = current.maxGoalRounds();
        if (extension.maxGoalRounds() != null) {
            rounds = GoalSnapshot.validMaxRounds(extension.maxGoalRounds());
            if (rounds <= current.maxGoalRounds()) {
                throw new GoalException(GoalErrorCode.GOAL_INVALID_MAX_ROUNDS, "extend raises the round cap; it is "
                        + current.maxGoalRounds() + " now, got " + rounds);
            }
        }
        GoalBudgets old = current.budgets();
        GoalBudgets budgets = new GoalBudgets(
                raised("token", old.maxTokens(), extension.maxTokens()),
                raised("cost", old.maxCostUsd(), extension.maxCostUsd()),
                raised("time", old.maxWallSeconds(), extension.maxWallSeconds()));
        GoalSnapshot raisedGoal = new GoalSnapshot(current.id(), current.revision() + 1, current.objective(),
                GoalPhase.ACTIVE, null, rounds, current.checkCommand(), budgets, current.continuation(),
                current.verifierInstructions(), null, current.createdAt(), now);
        BudgetCheck.exceeded(raisedGoal, spend).ifPresent(reason -> {
            throw new GoalException(reason.code().equals(BlockReason.ROUND_LIMIT)
                    ? GoalErrorCode.GOAL_INVALID_MAX_ROUNDS : GoalErrorCode.GOAL_INVALID_EDIT,
                    "still at a limit after the extension (" + reason.message() + "); raise it further");
        });
        return raisedGoal;
    }

    private static <T extends Comparable<T>> T raised(String what, T old, T given) {
        if (given == null) {
            return old;
        }
        if (old == null) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "the goal has no " + what
                    + " budget to extend; set one with edit");
        }
        if (given.compareTo(old) <= 0) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "extend raises the " + what + " budget; it is "
                    + old + " now, got " + given);
        }
        return given;
    }

    /** Fails unless a goal exists and, when {@code expected} is given, it is exactly that revision. */
    public static void require(GoalSnapshot current, GoalRef expected) {
        if (current == null) {
            throw new GoalException(GoalErrorCode.GOAL_NOT_FOUND, "this session has no goal");
        }
        if (expected != null && !expected.equals(current.ref())) {
            throw new GoalException(GoalErrorCode.GOAL_STALE_REVISION, expected.goalId().equals(current.id())
                    ? "the goal changed since you looked (now revision " + current.revision() + ", you had "
                            + expected.revision() + ")"
                    : "the goal was replaced since you looked");
        }
    }

    private static boolean sameDefinition(GoalSnapshot a, GoalSnapshot b) {
        return a.objective().equals(b.objective()) && a.maxGoalRounds() == b.maxGoalRounds()
                && Objects.equals(a.checkCommand(), b.checkCommand()) && a.budgets().equals(b.budgets())
                && a.continuation() == b.continuation()
                && Objects.equals(a.verifierInstructions(), b.verifierInstructions());
    }
}
