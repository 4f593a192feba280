package dev.ralphdesk.goal.domain;

/**
 * New, higher limits for "extend budget and resume"; a {@code null} field stays as it is. Every
 * given limit must be higher than the current one, and afterwards the goal must be under all of them.
 */
public record BudgetExtension(Integer maxGoalRounds, Long maxTokens, Double maxCostUsd, Long maxWallSeconds) {

    public boolean isEmpty() {
        return maxGoalRounds == null && maxTokens == null && maxCostUsd == null && maxWallSeconds == null;
    }

    public static BudgetExtension rounds(int rounds) {
        return new BudgetExtension(rounds, null, null, null);
    }

    public static BudgetExtension tokens(long tokens) {
        return new BudgetExtension(null, tokens, null, null);
    }

    /**
     * The limits of {@code goal} raised by the given amounts — "N more", as the window's Extend dialog
     * and {@code goal extend} take them; a {@code null} amount leaves that limit as it is. Only a budget
     * the goal has can be raised (the others are set with an edit).
     *
     * @throws GoalException {@code GOAL_INVALID_MAX_ROUNDS} when the round cap would pass the ceiling,
     *     {@code GOAL_INVALID_EDIT} for an amount that is not positive or a budget the goal does not have
     */
    public static BudgetExtension adding(GoalSnapshot goal, Long rounds, Long tokens, Double costUsd, Long seconds) {
        GoalBudgets budgets = goal.budgets();
        Integer cap = null;
        if (rounds != null) {
            positive(rounds, "rounds");
            long total = goal.maxGoalRounds() + rounds;
            cap = GoalSnapshot.validMaxRounds((int) Math.min(total, Integer.MAX_VALUE));
        }
        return new BudgetExtension(cap,
                tokens == null ? null : positive(tokens, "tokens") + existing(budgets.maxTokens(), "token"),
                costUsd == null ? null : positive(costUsd, "cost") + existing(budgets.maxCostUsd(), "cost"),
                seconds == null ? null : positive(seconds, "time") + existing(budgets.maxWallSeconds(), "time"));
    }

    private static <T extends Number> T positive(T amount, String what) {
        if (!(amount.doubleValue() > 0)) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "the " + what + " to add must be more than 0, not "
                    + amount);
        }
        return amount;
    }

    private static <T> T existing(T budget, String what) {
        if (budget == null) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "the goal has no " + what + " budget to extend; "
                    + "set one with an edit");
        }
        return budget;
    }
}
