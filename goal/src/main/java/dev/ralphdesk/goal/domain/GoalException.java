package dev.ralphdesk.goal.domain;

import java.util.Objects;

/** A refused goal verb or an invalid goal value: a stable code and a message for the person. */
public final class GoalException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final GoalErrorCode code;

    public GoalException(GoalErrorCode code, String message) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
    }

    public GoalErrorCode code() {
        return code;
    }

    /** {@code GOAL_STALE_REVISION: the goal changed (revision 4, you had 3)}. */
    public String describe() {
        return code + ": " + getMessage();
    }
}
