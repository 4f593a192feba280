package dev.ralphdesk.goal.domain;

import java.time.Duration;
import java.util.Objects;

/**
 * What the rounds of a goal used: tokens, cost in USD ({@code priced} is false when no step had a
 * price) and the summed wall time of its rounds.
 */
public record GoalUsage(long tokens, double costUsd, boolean priced, Duration elapsed) {
    public static final GoalUsage ZERO = new GoalUsage(0, 0, false, Duration.ZERO);

    public GoalUsage {
        Objects.requireNonNull(elapsed, "elapsed");
        if (tokens < 0 || costUsd < 0 || elapsed.isNegative()) {
            throw new IllegalArgumentException("usage cannot be negative");
        }
    }

    public GoalUsage plusTokens(long more, Double cost) {
        return new GoalUsage(tokens + more, costUsd + (cost == null ? 0 : cost), priced || cost != null, elapsed);
    }

    public GoalUsage plusElapsed(Duration more) {
        return new GoalUsage(tokens, costUsd, priced, elapsed.plus(more.isNegative() ? Duration.ZERO : more));
    }
}
