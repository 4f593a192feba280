package dev.ralphdesk.goal.service;

import dev.ralphdesk.goal.domain.GoalErrorCode;
import java.util.Objects;

/** The answer to a goal verb: the view after it, or the error code and message. */
public sealed interface GoalResult {

    boolean ok();

    record Ok(GoalView view) implements GoalResult {
        public Ok {
            Objects.requireNonNull(view, "view");
        }

        @Override
        public boolean ok() {
            return true;
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

        /** {@code GOAL_ALREADY_EXISTS: …} */
        public String describe() {
            return code + ": " + message;
        }
    }
}
