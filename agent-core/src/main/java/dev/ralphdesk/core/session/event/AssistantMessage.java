package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.session.SessionEvent;
import java.util.List;
import java.util.Objects;

/**
 * The finished output of one model call: text, reasoning and the tool calls it asked for. A message
 * marked {@code cut} is the part of an answer that streamed before the stream broke or the turn was
 * stopped: the person saw it, so it is recorded, but the model never finished it and never sees it
 * again (it stays out of the history sent with the next request).
 */
public record AssistantMessage(String turnId, int step, String text, String reasoning, List<ToolCall> toolCalls,
        Boolean cut) implements SessionEvent {
    public static final String TYPE = "assistant/message";

    public AssistantMessage {
        Objects.requireNonNull(turnId, "turnId");
        text = text == null ? "" : text;
        toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
        cut = Boolean.TRUE.equals(cut) ? Boolean.TRUE : null;
    }

    /** A complete answer of one model call. */
    public AssistantMessage(String turnId, int step, String text, String reasoning, List<ToolCall> toolCalls) {
        this(turnId, step, text, reasoning, toolCalls, null);
    }

    /** What streamed of step {@code step} before its stream ended early. */
    public static AssistantMessage cut(String turnId, int step, String text, String reasoning) {
        return new AssistantMessage(turnId, step, text, reasoning, List.of(), Boolean.TRUE);
    }

    /** Whether only part of the answer streamed (see the class comment). */
    public boolean wasCut() {
        return cut != null;
    }

    @Override
    public String type() {
        return TYPE;
    }
}
