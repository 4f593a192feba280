package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Map;
import java.util.Objects;

/** A turn ended with an outcome after {@code steps} model calls. */
public record TurnFinished(String turnId, TurnOutcome outcome, int steps) implements SessionEvent {
    public static final String TYPE = "turn/finished";

    public TurnFinished {
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(outcome, "outcome");
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> indexColumns() {
        return Map.of("lastOutcome", outcome.label());
    }
}
