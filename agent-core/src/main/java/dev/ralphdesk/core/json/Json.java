package dev.ralphdesk.core.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.deser.std.FromStringDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.io.IOException;
import java.time.Instant;

/**
 * The one Jackson configuration of the project. The mapper is configured once and never changed, and made
 * at its first use ({@link #mapper}, {@link #write}): its making is ~70 ms of CPU in a cold JVM (Jackson's
 * data binding, the JDK's first {@code Calendar} for its date format), which a command that only reads and
 * writes JSON text and trees ({@link #factory}, {@link #parse}, {@link #object}) never pays.
 */
public final class Json {
    /** The factory of the mapper's parsers and generators, configured as the mapper's is (Jackson's defaults). */
    private static final JsonFactory FACTORY = new JsonFactory();

    private Json() {
    }

    /** The mapper, made when it is first asked for (the holder's class initialisation). */
    private static final class Mapper {
        static final ObjectMapper MAPPER = JsonMapper.builder()
                .addModule(instantsAsIsoText())
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .defaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_NULL,
                        JsonInclude.Include.NON_NULL))
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .build();

        private Mapper() {
        }
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
        return Mapper.MAPPER;
    }

    /**
     * Parsers and generators as the mapper makes them (its escaping, number formats and read limits),
     * for JSON read and written token by token, without the mapper.
     */
    public static JsonFactory factory() {
        return FACTORY;
    }

    /** An empty object node, of the mapper's node factory. */
    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** An empty array node, of the mapper's node factory. */
    public static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    public static String write(Object value) {
        try {
            return mapper().writeValueAsString(value);
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
            mapper().writeValue(out, value);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot serialize " + value.getClass().getSimpleName(), e);
        }
        return out.toByteArray();
    }

    /**
     * Parses JSON text into the tree the mapper's {@code readTree} makes ({@link JsonTree}, without the
     * mapper); throws {@link JsonProcessingException} with the position on bad input.
     */
    public static JsonNode parse(String text) throws JsonProcessingException {
        return JsonTree.read(FACTORY, text);
    }

    /**
     * As {@link #parse}, but a name repeated within an object is bad input, where {@code readTree} keeps its
     * last value: for binding by hand that must see every value the mapper's data binding would see (the
     * mapper hands each to its creator, and refuses a repeat once a creator has all its values).
     */
    public static JsonNode parseWithoutRepeatedNames(String text) throws JsonProcessingException {
        return JsonTree.read(FACTORY, text, true);
    }
}
