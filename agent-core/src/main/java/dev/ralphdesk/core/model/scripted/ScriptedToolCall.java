package dev.ralphdesk.core.model.scripted;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A scripted tool call: {@code arguments} is a JSON object, or {@code rawArguments} is sent
 * verbatim (to script invalid JSON).
 */
public record ScriptedToolCall(String name, JsonNode arguments, String rawArguments) {
    public ScriptedToolCall {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a tool call needs a name");
        }
    }
}
