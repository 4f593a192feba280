package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.agent.TurnOutcome;
import dev.ralphdesk.core.session.InputOrigin;
import java.util.Objects;

/**
 * One turn of a transcript. {@code origin} is null only when the turn's start lies outside the
 * events folded (a tail projection). {@code outcome} is null for an interrupted turn.
 */
public record TurnSummary(String turnId, InputOrigin origin, long startSeq, Status status, TurnOutcome outcome,
        int steps) {

    /** Whether the log says how the turn ended. */
    public enum Status {
        FINISHED,
        /** Started but never finished: the process stopped mid-turn. Nothing is written to close it. */
        INTERRUPTED
    }

    public TurnSummary {
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(status, "status");
        if (status == Status.FINISHED && outcome == null) {
            throw new IllegalArgumentException("a finished turn needs its outcome");
        }
    }
}
