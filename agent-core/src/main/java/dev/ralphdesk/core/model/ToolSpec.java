package dev.ralphdesk.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Objects;

/** What the model is told about a tool: name, description and a JSON schema of its arguments. */
public record ToolSpec(String name, String description, JsonNode parameters) {
    public ToolSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(parameters, "parameters");
    }

    /**
     * Whether two lists hold the same specs as values — names, descriptions and schemas, compared
     * field by field (a record's generated {@code equals} would be linked through {@code ObjectMethods}
     * at its first call); a spec is first compared by identity, as a turn keeps its own.
     */
    public static boolean sameValues(List<ToolSpec> specs, List<ToolSpec> earlier) {
        if (specs.size() != earlier.size()) {
            return false;
        }
        for (int i = 0; i < specs.size(); i++) {
            ToolSpec spec = specs.get(i);
            ToolSpec before = earlier.get(i);
            if (spec != before && (!spec.name.equals(before.name) || !spec.description.equals(before.description)
                    || !spec.parameters.equals(before.parameters))) {
                return false;
            }
        }
        return true;
    }
}
