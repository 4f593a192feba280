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

    /**
     * A goal round: the goal's id and revision at admission, the 1-based round number and the goal's
     * round cap then ({@code maxRounds}, absent in logs written before it was recorded).
     */
    record Goal(String goalId, long revision, int round, Integer maxRounds) implements InputOrigin {
        public Goal {
            if (goalId == null || goalId.isBlank()) {
                throw new IllegalArgumentException("goal origin needs a goal id");
            }
            if (round < 1) {
                throw new IllegalArgumentException("goal round starts at 1: " + round);
            }
        }

        /** A round whose cap is not recorded. */
        public Goal(String goalId, long revision, int round) {
            this(goalId, revision, round, null);
        }
    }
}
