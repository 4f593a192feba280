package dev.ralphdesk.core.model;

import java.util.List;
import java.util.Objects;

/** The complete result of one streamed model call. */
public record ModelResponse(String text, String reasoning, List<ToolCall> toolCalls, StopReason stopReason,
        Usage usage) {
    public ModelResponse {
        text = text == null ? "" : text;
        toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
        Objects.requireNonNull(stopReason, "stopReason");
        usage = usage == null ? Usage.ZERO : usage;
    }
}
