package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.session.event.TurnOutcome;
import java.util.Objects;

/**
 * One finished goal round as the CLI prints it: number, cap, outcome, steps, tokens, cost (null when the
 * model has no price) and the goal after it.
 */
public record RoundReport(String goalId, int round, int maxRounds, TurnOutcome outcome, int steps, long tokens,
        Double costUsd, GoalView after) {
    public RoundReport {
        Objects.requireNonNull(goalId, "goalId");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(after, "after");
    }
}
