package dev.ralphdesk.core.session;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** Who started a turn: the person, a goal round, or the harness itself. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
    @JsonSubTypes.Type(value = InputOrigin.Human.class, name = "human"),
    @JsonSubTypes.Type(value = InputOrigin.Goal.class, name = "goal"),
    @JsonSubTypes.Type(value = InputOrigin.System.class, name = "system")
})
public sealed interface InputOrigin {

    static InputOrigin human() {
        return new Human();
    }

    static InputOrigin system() {
        return new System();
    }

    record Human() implements InputOrigin {
    }

    record System() implements InputOrigin {
    }

    /** A goal round: the goal's id and revision at admission, and the 1-based round number. */
    record Goal(String goalId, long revision, int round) implements InputOrigin {
        public Goal {
            if (goalId == null || goalId.isBlank()) {
                throw new IllegalArgumentException("goal origin needs a goal id");
            }
            if (round < 1) {
                throw new IllegalArgumentException("goal round starts at 1: " + round);
            }
        }
    }
}
