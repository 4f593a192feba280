package dev.ralphdesk.core.tool;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.model.ToolSpec;

/**
 * A tool the model can call. Arguments arrive parsed and checked against the required fields of
 * {@link #parameters()}; a tool signals a refusal by throwing {@link ToolException}.
 */
public interface Tool {

    String name();

    String description();

    /** JSON schema (type object) of the arguments. */
    ObjectNode parameters();

    ToolResult call(JsonNode arguments, ToolContext context);

    default ToolSpec spec() {
        return new ToolSpec(name(), description(), parameters());
    }
}
