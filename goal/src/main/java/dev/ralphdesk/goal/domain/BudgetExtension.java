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
}
