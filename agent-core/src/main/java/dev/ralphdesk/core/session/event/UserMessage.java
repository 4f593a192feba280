package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/** Input admitted into a turn, with its origin (human, goal round, system). */
public record UserMessage(String turnId, String text, InputOrigin origin) implements SessionEvent {
    public static final String TYPE = "user/message";

    public UserMessage {
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(origin, "origin");
    }

    @Override
    public String type() {
        return TYPE;
    }
}
