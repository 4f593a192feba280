package dev.ralphdesk.core.model;

import java.util.List;
import java.util.Objects;

/** Everything one model call sends. */
public record ModelRequest(String systemPrompt, List<ChatMessage> messages, List<ToolSpec> tools, int maxOutputTokens) {
    public static final int DEFAULT_MAX_OUTPUT_TOKENS = 8192;

    public ModelRequest {
        Objects.requireNonNull(systemPrompt, "systemPrompt");
        messages = List.copyOf(messages);
        tools = List.copyOf(tools);
        if (maxOutputTokens < 1) {
            throw new IllegalArgumentException("maxOutputTokens must be positive");
        }
    }

    public ModelRequest withMessages(List<ChatMessage> replacement) {
        return new ModelRequest(systemPrompt, replacement, tools, maxOutputTokens);
    }

    /** The text of the last user message, or empty. */
    public String lastUserText() {
        for (int i = messages.size() - 1; i >= 0; i--) {
            if (messages.get(i) instanceof ChatMessage.User user) {
                return user.text();
            }
        }
        return "";
    }
}
