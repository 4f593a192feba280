package dev.ralphdesk.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;

/** What the model is told about a tool: name, description and a JSON schema of its arguments. */
public record ToolSpec(String name, String description, JsonNode parameters) {
    public ToolSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(parameters, "parameters");
    }
}
