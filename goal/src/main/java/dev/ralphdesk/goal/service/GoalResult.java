package dev.ralphdesk.goal.service;

import dev.ralphdesk.goal.domain.GoalErrorCode;
import dev.ralphdesk.goal.domain.GoalException;
import java.util.Objects;

/** The answer to a goal verb: the view after it, or the error code and message. */
public sealed interface GoalResult {

    boolean ok();

    /** The view after the verb; a refusal is thrown as the {@link GoalException} it was. */
    GoalView orThrow();

    record Ok(GoalView view) implements GoalResult {
        public Ok {
            Objects.requireNonNull(view, "view");
        }

        @Override
        public boolean ok() {
            return true;
        }

        @Override
        public GoalView orThrow() {
            return view;
        }
    }

    record Failed(GoalErrorCode code, String message) implements GoalResult {
        public Failed {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(message, "message");
        }

        @Override
        public boolean ok() {
            return false;
        }

        @Override
        public GoalView orThrow() {
            throw new GoalException(code, message);
        }

        /** {@code GOAL_ALREADY_EXISTS: …} */
        public String describe() {
            return code + ": " + message;
        }
    }
}
