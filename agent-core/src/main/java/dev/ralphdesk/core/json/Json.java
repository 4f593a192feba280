package dev.ralphdesk.core.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.deser.std.FromStringDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.io.IOException;
import java.time.Instant;

/** The one Jackson configuration of the project. The mapper is configured once and never changed. */
public final class Json {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(instantsAsIsoText())
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .defaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL))
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .build();

    private Json() {
    }

    /** {@link Instant} as ISO-8601 text ({@code 2025-01-02T03:04:05Z}), e.g. in verifier evidence. */
    private static SimpleModule instantsAsIsoText() {
        SimpleModule module = new SimpleModule("instants-as-iso-text");
        module.addSerializer(Instant.class, new ToStringSerializer(Instant.class));
        module.addDeserializer(Instant.class, new FromStringDeserializer<>(Instant.class) {
            private static final long serialVersionUID = 1L;

            @Override
            protected Instant _deserialize(String value, DeserializationContext context) {
                return Instant.parse(value);
            }
        });
        return module;
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("cannot serialize " + value.getClass().getSimpleName(), e);
        }
    }

    /**
     * {@code value} as UTF-8 JSON: the bytes of {@code write(value).getBytes(UTF_8)}, without the text
     * in between ({@link Utf8Writer}).
     */
    public static byte[] writeUtf8(Object value) {
        Utf8Writer out = new Utf8Writer();
        try {
            MAPPER.writeValue(out, value);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot serialize " + value.getClass().getSimpleName(), e);
        }
        return out.toByteArray();
    }

    /** Parses JSON text; throws {@link JsonProcessingException} with the position on bad input. */
    public static JsonNode parse(String text) throws JsonProcessingException {
        return MAPPER.readTree(text);
    }
}
