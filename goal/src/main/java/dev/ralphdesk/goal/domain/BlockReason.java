package dev.ralphdesk.goal.domain;

/** Why a goal is blocked: a machine-routable lower-kebab-case code and a message for the person. */
public record BlockReason(String code, String message) {
    public static final String ROUND_LIMIT = "round-limit";
    public static final String BUDGET_TOKENS = "budget-tokens";
    public static final String BUDGET_COST = "budget-cost";
    public static final String BUDGET_TIME = "budget-time";
    public static final String USAGE_LIMITED = "usage-limited";
    public static final String TURN_ERROR = "turn-error";
    public static final String MAX_TOKENS = "max-tokens";
    public static final String NO_PROGRESS = "no-progress";

    public BlockReason {
        if (code == null || !code.matches("[a-z0-9]+(-[a-z0-9]+)*") || code.length() > 64) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_BLOCK_REASON,
                    "a block reason code is lower-kebab-case (e.g. missing-credentials), got '" + code + "'");
        }
        if (message == null || message.isBlank()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_BLOCK_REASON, "a block reason needs a message");
        }
        message = message.strip();
    }

    /** Whether a budget or the round cap stopped the goal (the CLI exits "budget-limited"). */
    public boolean budgetLimited() {
        return code.equals(ROUND_LIMIT) || code.startsWith("budget-");
    }
}
