package dev.ralphdesk.core.tool;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;

/** A small builder for the JSON schemas of tool arguments. */
public final class Schemas {
    private final ObjectNode root = Json.object();
    private final ObjectNode properties;
    private final ArrayNode required;

    private Schemas() {
        root.put("type", "object");
        properties = root.putObject("properties");
        required = root.putArray("required");
        root.put("additionalProperties", false);
    }

    public static Schemas object() {
        return new Schemas();
    }

    public Schemas string(String name, String description, boolean isRequired) {
        return property(name, "string", description, isRequired);
    }

    public Schemas integer(String name, String description, boolean isRequired) {
        return property(name, "integer", description, isRequired);
    }

    public Schemas bool(String name, String description, boolean isRequired) {
        return property(name, "boolean", description, isRequired);
    }

    public Schemas stringArray(String name, String description, boolean isRequired) {
        ObjectNode node = properties.putObject(name);
        node.put("type", "array");
        node.putObject("items").put("type", "string");
        node.put("description", description);
        if (isRequired) {
            required.add(name);
        }
        return this;
    }

    public Schemas enumeration(String name, String description, boolean isRequired, String... values) {
        ObjectNode node = properties.putObject(name);
        node.put("type", "string");
        ArrayNode options = node.putArray("enum");
        for (String value : values) {
            options.add(value);
        }
        node.put("description", description);
        if (isRequired) {
            required.add(name);
        }
        return this;
    }

    private Schemas property(String name, String type, String description, boolean isRequired) {
        ObjectNode node = properties.putObject(name);
        node.put("type", type);
        node.put("description", description);
        if (isRequired) {
            required.add(name);
        }
        return this;
    }

    public ObjectNode build() {
        return root.deepCopy();
    }
}
