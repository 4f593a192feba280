package dev.ralphdesk.ralph.report;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What a round's worker says about the objective. */
public enum ReportStatus {
    CONTINUE("continue"),
    COMPLETE("complete"),
    BLOCKED("blocked");

    private final String wire;

    ReportStatus(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    @JsonCreator
    public static ReportStatus fromWire(String wire) {
        for (ReportStatus status : values()) {
            if (status.wire.equals(wire)) {
                return status;
            }
        }
        throw new InvalidReportException("status must be continue, complete or blocked, got '" + wire + "'");
    }
}
