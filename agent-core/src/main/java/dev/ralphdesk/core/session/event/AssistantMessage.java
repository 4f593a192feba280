package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.session.SessionEvent;
import java.util.List;
import java.util.Objects;

/** The finished output of one model call: text, reasoning and the tool calls it asked for. */
public record AssistantMessage(String turnId, int step, String text, String reasoning, List<ToolCall> toolCalls)
        implements SessionEvent {
    public static final String TYPE = "assistant/message";

    public AssistantMessage {
        Objects.requireNonNull(turnId, "turnId");
        text = text == null ? "" : text;
        toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
