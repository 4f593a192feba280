package dev.ralphdesk.ralph.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** The budgets a run can run out of; the name appears in a budget-limited result. */
public enum Budget {
    ROUNDS("rounds"),
    TOKENS("tokens"),
    COST("cost"),
    TIME("time");

    private final String wire;

    Budget(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    @JsonCreator
    public static Budget fromWire(String wire) {
        for (Budget budget : values()) {
            if (budget.wire.equals(wire)) {
                return budget;
            }
        }
        throw new IllegalArgumentException("unknown budget '" + wire + "'");
    }
}
