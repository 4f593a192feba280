package dev.ralphdesk.goal.domain;

import java.util.Objects;

/** What a goal has consumed so far: rounds started and the usage of those rounds. */
public record GoalSpend(int roundsStarted, GoalUsage usage) {
    public static final GoalSpend NONE = new GoalSpend(0, GoalUsage.ZERO);

    public GoalSpend {
        if (roundsStarted < 0) {
            throw new IllegalArgumentException("rounds cannot be negative");
        }
        Objects.requireNonNull(usage, "usage");
    }
}
