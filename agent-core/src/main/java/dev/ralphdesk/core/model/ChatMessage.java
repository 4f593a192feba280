package dev.ralphdesk.core.model;

import java.util.List;
import java.util.Objects;

/** One message of the model-visible history. The system prompt travels separately. */
public sealed interface ChatMessage {

    /** Input from the person, a goal round or the harness. */
    record User(String text) implements ChatMessage {
        public User {
            Objects.requireNonNull(text, "text");
        }
    }

    /** A model answer; {@code reasoning} is kept for providers that want it sent back. */
    record Assistant(String text, String reasoning, List<ToolCall> toolCalls) implements ChatMessage {
        public Assistant {
            text = text == null ? "" : text;
            toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
        }
    }

    /** The result of one tool call, matched to it by {@code callId}. */
    record ToolResult(String callId, String toolName, String content, boolean error) implements ChatMessage {
        public ToolResult {
            Objects.requireNonNull(callId, "callId");
            Objects.requireNonNull(toolName, "toolName");
            Objects.requireNonNull(content, "content");
        }
    }
}
