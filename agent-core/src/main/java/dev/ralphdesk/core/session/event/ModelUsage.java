package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/** Tokens (and cost, when the price table knows the model) of one model call. */
public record ModelUsage(String turnId, int step, String provider, String model, Usage usage, Double costUsd)
        implements SessionEvent {
    public static final String TYPE = "model/usage";

    public ModelUsage {
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(usage, "usage");
    }

    @Override
    public String type() {
        return TYPE;
    }
}
