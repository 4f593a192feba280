package dev.ralphdesk.core.checkpoint;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A saved fold state (a JSON object) read field by field from its tree, not bound to a record by
 * Jackson's data binding: binding a type for the first time introspects it by reflection, which in
 * a cold JVM made reading a checkpoint's five parts ~18% of the main thread's work in resuming a
 * session (see README, Performance). Reads
 * what the binding read: a missing field is 0, false or null; a field that is null where a number
 * or a flag is expected, or of the wrong type, makes the state unreadable. Nested domain values
 * ({@link #value}, {@link #values}) are still bound, only when present.
 */
public final class SavedJson {
    private final JsonNode node;
    private final String what;

    private SavedJson(JsonNode node, String what) {
        this.node = node;
        this.what = what;
    }

    /**
     * @param what names the state in the message of an unreadable one ("history window")
     * @throws IllegalArgumentException when {@code saved} is not a JSON object
     */
    public static SavedJson read(String saved, String what) {
        JsonNode node;
        try {
            node = Json.parse(saved);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("unreadable " + what + ": " + e.getOriginalMessage(), e);
        }
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException("unreadable " + what + ": not a JSON object");
        }
        return new SavedJson(node, what);
    }

    /** The fields of this object, each as a saved state of its own (a checkpoint's parts). */
    public Map<String, SavedJson> objects() {
        Map<String, SavedJson> all = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext();) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (!field.getValue().isObject()) {
                throw unreadable(field.getKey(), "an object");
            }
            all.put(field.getKey(), new SavedJson(field.getValue(), what + " " + field.getKey()));
        }
        return all;
    }

    public long longValue(String field) {
        JsonNode value = present(field, "a whole number");
        if (value == null) {
            return 0;
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw unreadable(field, "a whole number");
        }
        return value.longValue();
    }

    public int intValue(String field) {
        long value = longValue(field);
        if ((int) value != value) {
            throw unreadable(field, "a whole number");
        }
        return (int) value;
    }

    public double doubleValue(String field) {
        JsonNode value = present(field, "a number");
        if (value == null) {
            return 0;
        }
        if (!value.isNumber()) {
            throw unreadable(field, "a number");
        }
        return value.doubleValue();
    }

    public boolean booleanValue(String field) {
        JsonNode value = present(field, "true or false");
        if (value == null) {
            return false;
        }
        if (!value.isBoolean()) {
            throw unreadable(field, "true or false");
        }
        return value.booleanValue();
    }

    /** A whole number that may be missing or null (then null). */
    public Integer optionalInt(String field) {
        return absent(field) ? null : intValue(field);
    }

    /** Text that may be missing or null (then null). */
    public String text(String field) {
        if (absent(field)) {
            return null;
        }
        JsonNode value = node.get(field);
        if (!value.isTextual()) {
            throw unreadable(field, "text");
        }
        return value.textValue();
    }

    /** A list of text; missing or null is empty. */
    public List<String> texts(String field) {
        List<String> all = new ArrayList<>();
        for (JsonNode item : array(field)) {
            if (!item.isTextual()) {
                throw unreadable(field, "a list of text");
            }
            all.add(item.textValue());
        }
        return all;
    }

    /** An object of instants as ISO-8601 text, in its order; missing or null is empty. */
    public Map<String, Instant> instants(String field) {
        Map<String, Instant> all = new LinkedHashMap<>();
        if (absent(field)) {
            return all;
        }
        JsonNode value = node.get(field);
        if (!value.isObject()) {
            throw unreadable(field, "an object of instants");
        }
        for (Iterator<Map.Entry<String, JsonNode>> fields = value.fields(); fields.hasNext();) {
            Map.Entry<String, JsonNode> entry = fields.next();
            if (!entry.getValue().isTextual()) {
                throw unreadable(field, "an object of instants");
            }
            try {
                all.put(entry.getKey(), Instant.parse(entry.getValue().textValue()));
            } catch (DateTimeParseException e) {
                throw unreadable(field, "an object of instants");
            }
        }
        return all;
    }

    /** A nested domain value bound by Jackson, or null when missing or null. */
    public <T> T value(String field, Class<T> type) {
        return absent(field) ? null : bind(field, node.get(field), type);
    }

    /** A list of nested domain values; missing or null is empty. */
    public <T> List<T> values(String field, Class<T> type) {
        List<T> all = new ArrayList<>();
        for (JsonNode item : array(field)) {
            all.add(bind(field, item, type));
        }
        return all;
    }

    private Iterable<JsonNode> array(String field) {
        if (absent(field)) {
            return List.of();
        }
        JsonNode value = node.get(field);
        if (!value.isArray()) {
            throw unreadable(field, "a list");
        }
        return value;
    }

    private <T> T bind(String field, JsonNode value, Class<T> type) {
        T bound;
        try {
            bound = Json.mapper().treeToValue(value, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new IllegalArgumentException("unreadable " + what + ": " + field + " is not a valid "
                    + type.getSimpleName() + " (" + e.getMessage() + ")", e);
        }
        if (bound == null) {
            throw unreadable(field, "a " + type.getSimpleName());
        }
        return bound;
    }

    /** The field's value; null when missing; unreadable when null (a number or a flag cannot be). */
    private JsonNode present(String field, String expected) {
        JsonNode value = node.get(field);
        if (value != null && value.isNull()) {
            throw unreadable(field, expected);
        }
        return value;
    }

    private boolean absent(String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull();
    }

    private IllegalArgumentException unreadable(String field, String expected) {
        return new IllegalArgumentException("unreadable " + what + ": " + field + " is not " + expected);
    }
}
