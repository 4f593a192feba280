package dev.ralphdesk.ralph.run;

import java.util.Map;
import java.util.Objects;

/** {@code ralph/run-finished}: the run's terminal value. */
public record RalphRunFinished(String runId, RalphResult result) implements RalphEvent {
    public static final String TYPE = "ralph/run-finished";

    public RalphRunFinished {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(result, "result");
        if (!runId.equals(result.runId())) {
            throw new IllegalArgumentException("the result belongs to run " + result.runId());
        }
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> indexColumns() {
        return Map.of(RalphColumns.RUN_STATE, result.outcome().wire());
    }
}
