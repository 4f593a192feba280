package dev.ralphdesk.goal.domain;

/** The stable error codes of goal verbs (DESIGN §6). */
public enum GoalErrorCode {
    GOAL_ALREADY_EXISTS,
    GOAL_NOT_FOUND,
    GOAL_STALE_REVISION,
    GOAL_INVALID_TRANSITION,
    GOAL_INVALID_OBJECTIVE,
    GOAL_INVALID_EDIT,
    GOAL_INVALID_MAX_ROUNDS,
    GOAL_INVALID_BLOCK_REASON,
    GOAL_AUTHORITY_REQUIRED,
    /** A cost budget for a model whose price is unknown: it could never be kept. */
    GOAL_COST_UNKNOWN
}
