package dev.ralphdesk.core.model;

import java.util.Objects;

/** A tool call as the model sent it; {@code arguments} is the raw JSON text (possibly invalid). */
public record ToolCall(String id, String name, String arguments) {
    public ToolCall {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        arguments = arguments == null ? "" : arguments;
    }
}
