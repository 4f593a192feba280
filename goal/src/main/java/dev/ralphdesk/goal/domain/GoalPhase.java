package dev.ralphdesk.goal.domain;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** The durable phase of a goal. Only {@code complete} is finished; the other three are unfinished. */
public enum GoalPhase {
    ACTIVE("active"),
    PAUSED("paused"),
    BLOCKED("blocked"),
    COMPLETE("complete");

    private final String wire;

    GoalPhase(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    public boolean finished() {
        return this == COMPLETE;
    }

    @JsonCreator
    public static GoalPhase fromWire(String wire) {
        for (GoalPhase phase : values()) {
            if (phase.wire.equals(wire)) {
                return phase;
            }
        }
        throw new IllegalArgumentException("unknown goal phase: " + wire);
    }
}
