package dev.ralphdesk.core.checkpoint;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;

/**
 * A saved fold state written field by field, as the project's mapper writes the fold's record of it
 * (components in order, nulls left out; its generator's escaping and number formats) — the writing
 * side of {@link SavedJson}. Jackson's first serialization of a record introspects it by reflection,
 * with a proxy class per annotation type: made for the five folds of a new session, that work took
 * the other core while a command's first request was being built. Nested domain values
 * ({@link #value}, {@link #values}) are still written by the mapper, only when present.
 */
public final class SavedJsonWriter {
    private final StringWriter text = new StringWriter(96);
    private final JsonGenerator json;

    private SavedJsonWriter() {
        try {
            json = Json.factory().createGenerator(text);
            json.writeStartObject();
        } catch (IOException e) {
            throw failed(e);
        }
    }

    /** A state to write, its fields to follow in the record's order. */
    public static SavedJsonWriter start() {
        return new SavedJsonWriter();
    }

    public SavedJsonWriter number(String field, long value) {
        try {
            json.writeNumberField(field, value);
        } catch (IOException e) {
            throw failed(e);
        }
        return this;
    }

    public SavedJsonWriter number(String field, double value) {
        try {
            json.writeNumberField(field, value);
        } catch (IOException e) {
            throw failed(e);
        }
        return this;
    }

    /** A whole number that may be absent (left out then). */
    public SavedJsonWriter optionalInt(String field, Integer value) {
        return value == null ? this : number(field, value.longValue());
    }

    public SavedJsonWriter flag(String field, boolean value) {
        try {
            json.writeBooleanField(field, value);
        } catch (IOException e) {
            throw failed(e);
        }
        return this;
    }

    /** A text, left out when null. */
    public SavedJsonWriter text(String field, String value) {
        try {
            if (value != null) {
                json.writeStringField(field, value);
            }
        } catch (IOException e) {
            throw failed(e);
        }
        return this;
    }

    /** Texts as an array, in the collection's order. */
    public SavedJsonWriter texts(String field, Collection<String> values) {
        try {
            json.writeArrayFieldStart(field);
            for (String value : values) {
                json.writeString(value);
            }
            json.writeEndArray();
        } catch (IOException e) {
            throw failed(e);
        }
        return this;
    }

    /** Instants by name, as an object of ISO-8601 texts in the map's order. */
    public SavedJsonWriter instants(String field, Map<String, Instant> values) {
        try {
            json.writeObjectFieldStart(field);
            for (Map.Entry<String, Instant> entry : values.entrySet()) {
                json.writeStringField(entry.getKey(), entry.getValue().toString());
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw failed(e);
        }
        return this;
    }

    /** A domain value, written by the mapper; left out when null. */
    public SavedJsonWriter value(String field, Object value) {
        try {
            if (value != null) {
                json.writeFieldName(field);
                Json.mapper().writeValue(json, value);
            }
        } catch (IOException e) {
            throw failed(e);
        }
        return this;
    }

    /** Domain values as an array, each written by the mapper (an empty one needs no binding). */
    public SavedJsonWriter values(String field, Collection<?> values) {
        try {
            json.writeArrayFieldStart(field);
            for (Object value : values) {
                Json.mapper().writeValue(json, value);
            }
            json.writeEndArray();
        } catch (IOException e) {
            throw failed(e);
        }
        return this;
    }

    /** The state's JSON text; the writer is done. */
    public String end() {
        try {
            json.writeEndObject();
            json.close();
        } catch (IOException e) {
            throw failed(e);
        }
        return text.toString();
    }

    private static UncheckedIOException failed(IOException e) {
        return new UncheckedIOException("cannot write a saved state", e);
    }
}
