package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionEvent;
import java.util.Map;
import java.util.Objects;

/** A turn began. A turn with no matching {@link TurnFinished} is shown as interrupted. */
public record TurnStarted(String turnId, InputOrigin origin) implements SessionEvent {
    public static final String TYPE = "turn/started";

    public TurnStarted {
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(origin, "origin");
    }

    @Override
    public String type() {
        return TYPE;
    }

    /**
     * {@code lastOutcome} reads {@code running} until the turn's {@link TurnFinished} replaces it, so
     * the session list can mark a session whose last turn never finished without replaying it.
     */
    @Override
    public Map<String, String> indexColumns() {
        return Map.of("lastOutcome", "running");
    }
}
