package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/** A tool call began executing (the arguments exactly as the model sent them). */
public record ToolCallStarted(String turnId, String callId, String name, String arguments) implements SessionEvent {
    public static final String TYPE = "tool/call";

    public ToolCallStarted {
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(callId, "callId");
        Objects.requireNonNull(name, "name");
        arguments = arguments == null ? "" : arguments;
    }

    @Override
    public String type() {
        return TYPE;
    }
}
