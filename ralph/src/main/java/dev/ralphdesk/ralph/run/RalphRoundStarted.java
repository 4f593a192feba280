package dev.ralphdesk.ralph.run;

import java.util.Map;
import java.util.Objects;

/** {@code ralph/round-started}: round {@code round} of {@code maxRounds} runs in the child session. */
public record RalphRoundStarted(String runId, int round, int maxRounds, String childSessionId) implements RalphEvent {
    public static final String TYPE = "ralph/round-started";

    public RalphRoundStarted {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(childSessionId, "childSessionId");
        if (round < 1) {
            throw new IllegalArgumentException("round starts at 1");
        }
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> indexColumns() {
        return Map.of(RalphColumns.RUN_STATE, "round " + round + "/" + maxRounds);
    }
}
