package dev.ralphdesk.goal.domain;

/**
 * Optional budgets of a goal besides its round cap: total tokens, cost in USD (from the provider
 * price table) and wall time of its rounds in seconds. A {@code null} budget is unlimited.
 */
public record GoalBudgets(Long maxTokens, Double maxCostUsd, Long maxWallSeconds) {
    public GoalBudgets {
        if (maxTokens != null && maxTokens < 1) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "a token budget must be positive");
        }
        if (maxCostUsd != null && !(maxCostUsd > 0) || maxCostUsd != null && maxCostUsd.isInfinite()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "a cost budget must be a positive amount");
        }
        if (maxWallSeconds != null && maxWallSeconds < 1) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "a time budget must be positive");
        }
    }

    public static GoalBudgets none() {
        return new GoalBudgets(null, null, null);
    }
}
