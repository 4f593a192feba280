package dev.ralphdesk.goal.domain;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * How a goal round continues: with the whole conversation ({@code keep-history}), or from a compact
 * continuation prompt with none of the earlier messages ({@code compact}).
 */
public enum ContinuationMode {
    KEEP_HISTORY("keep-history"),
    COMPACT("compact");

    private final String wire;

    ContinuationMode(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    @JsonCreator
    public static ContinuationMode fromWire(String wire) {
        for (ContinuationMode mode : values()) {
            if (mode.wire.equals(wire)) {
                return mode;
            }
        }
        throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT,
                "unknown continuation mode '" + wire + "' (use keep-history or compact)");
    }
}
