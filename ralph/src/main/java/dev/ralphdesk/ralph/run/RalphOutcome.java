package dev.ralphdesk.ralph.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** How a Ralph run ended. */
public enum RalphOutcome {
    /** A round reported complete and the completion gate (and the check, if any) accepted it. */
    COMPLETE("complete"),
    /** A round reported blocked. */
    BLOCKED("blocked"),
    /** A budget ran out: the last allowed round said continue, or tokens, cost or time were spent. */
    BUDGET_LIMITED("budget-limited"),
    /** A round failed; the result carries the last good report. */
    FAILED("failed"),
    /** Stopped by request. */
    CANCELLED("cancelled");

    private final String wire;

    RalphOutcome(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    @JsonCreator
    public static RalphOutcome fromWire(String wire) {
        for (RalphOutcome outcome : values()) {
            if (outcome.wire.equals(wire)) {
                return outcome;
            }
        }
        throw new IllegalArgumentException("unknown Ralph outcome '" + wire + "'");
    }
}
