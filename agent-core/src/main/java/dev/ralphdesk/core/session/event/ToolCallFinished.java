package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/**
 * The result of a tool call as the model saw it. When the full output was larger than what went
 * inline, {@code fullSize} gives its size and {@code blob} the hash to load it on demand.
 */
public record ToolCallFinished(String turnId, String callId, String name, String output, boolean error,
        Integer exitCode, long fullSize, String blob) implements SessionEvent {
    public static final String TYPE = "tool/result";

    public ToolCallFinished {
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(callId, "callId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(output, "output");
    }

    @Override
    public String type() {
        return TYPE;
    }
}
