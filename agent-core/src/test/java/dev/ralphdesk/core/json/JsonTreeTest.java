package dev.ralphdesk.core.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Json#parse} makes the tree the mapper's {@code readTree} makes of the same text — the same node
 * classes, values and order of names — and fails where it fails, with the same message; {@link Json#factory}
 * is configured as the mapper's factory.
 */
class JsonTreeTest {
    private static final ObjectMapper MAPPER = Json.mapper();

    @Test
    void valuesOfEveryKindReadAsTheMappersTree() throws Exception {
        for (String text : List.of("{}", "[]", "{\"a\":1}",
                " {\"a\" : [1, 2.5, -3, \"x\", true, false, null, {}, []]} ",
                "\"text\"", "42", "-0", "0.0", "-1.5e300", "1E-7", "3.4028235E38", "2147483647", "2147483648",
                "-2147483649", "9223372036854775807", "9223372036854775808", "-92233720368547758080",
                "12345678901234567890123",
                "1.00000000000000000000001", "true", "false", "null", "", "   ", "\n",
                "{\"a\":1,\"b\":2,\"a\":3}", "{\"z\":{\"y\":[{\"x\":null}]},\"a\":\"\\u00e9\\n\\\"\\\\\\/\"}",
                "{\"a\":1} trailing words", "[1] ]", "{\"a\":1}{\"b\":2}", "\"\\ud83d\\ude00 \uD83D\uDE00\"",
                "{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hi\"},\"finish_reason\":null}],\"usage\":null}")) {
            assertSameTree(text);
        }
    }

    @Test
    void deepAndLongValuesReadAsTheMappersTree() throws Exception {
        assertSameTree("[".repeat(400) + "]".repeat(400));
        assertSameTree("{\"a\":".repeat(300) + "1" + "}".repeat(300));
        assertSameTree("\"" + "x".repeat(100_000) + "\"");
        Random random = new Random(14);
        for (int i = 0; i < 500; i++) {
            assertSameTree(Json.write(Map.of("text", MixedText.of(random, random.nextInt(200)), "n", random.nextLong(),
                    "d", random.nextDouble() * Math.pow(10, random.nextInt(40) - 20))));
        }
    }

    @Test
    void badTextFailsAsTheMapperFails() {
        for (String text : List.of("{", "[1,2", "{\"a\"}", "{\"a\":}", "{a:1}", "{'a':1}", "[1,]", "01", "1.", "-",
                "NaN", "Infinity", "tru", "nul", "\"open", "\"a\tb\"", "\"\\x\"", "}", "]", ",", ":",
                "{\"a\":1,}", "[".repeat(1_001) + "]".repeat(1_001), "\"\\u12\"", "/* c */ 1")) {
            JsonProcessingException expected = assertThrows(JsonProcessingException.class, () -> MAPPER.readTree(text),
                    text);
            JsonProcessingException actual = assertThrows(JsonProcessingException.class, () -> Json.parse(text), text);
            assertEquals(expected.getClass(), actual.getClass(), text);
            assertEquals(expected.getMessage(), actual.getMessage(), text);
        }
    }

    @Test
    void noTextFailsAsTheMapperFails() {
        IllegalArgumentException expected = assertThrows(IllegalArgumentException.class,
                () -> MAPPER.readTree((String) null));
        assertEquals(expected.getMessage(), assertThrows(IllegalArgumentException.class, () -> Json.parse(null))
                .getMessage());
    }

    @Test
    void theFactoryIsConfiguredAsTheMappersFactory() {
        JsonFactory mappers = MAPPER.getFactory();
        JsonFactory ours = Json.factory();
        for (JsonFactory.Feature feature : JsonFactory.Feature.values()) {
            assertEquals(mappers.isEnabled(feature), ours.isEnabled(feature), feature.name());
        }
        for (JsonParser.Feature feature : JsonParser.Feature.values()) {
            assertEquals(mappers.isEnabled(feature), ours.isEnabled(feature), feature.name());
        }
        for (JsonGenerator.Feature feature : JsonGenerator.Feature.values()) {
            assertEquals(mappers.isEnabled(feature), ours.isEnabled(feature), feature.name());
        }
        for (StreamReadFeature feature : StreamReadFeature.values()) {
            assertEquals(mappers.isEnabled(feature), ours.isEnabled(feature), feature.name());
        }
        for (StreamWriteFeature feature : StreamWriteFeature.values()) {
            assertEquals(mappers.isEnabled(feature), ours.isEnabled(feature), feature.name());
        }
        assertEquals(describe(mappers.streamReadConstraints()), describe(ours.streamReadConstraints()));
        assertEquals(describe(mappers.streamWriteConstraints()), describe(ours.streamWriteConstraints()));
        assertEquals(mappers.getCharacterEscapes(), ours.getCharacterEscapes());
        assertEquals(mappers.getRootValueSeparator(), ours.getRootValueSeparator());
        assertEquals(MAPPER.createObjectNode(), Json.object());
    }

    private static List<Long> describe(StreamReadConstraints limits) {
        return List.of((long) limits.getMaxNestingDepth(), (long) limits.getMaxNumberLength(),
                (long) limits.getMaxStringLength(), (long) limits.getMaxNameLength(), limits.getMaxDocumentLength(),
                limits.getMaxTokenCount());
    }

    private static List<Long> describe(StreamWriteConstraints limits) {
        return List.of((long) limits.getMaxNestingDepth());
    }

    @Test
    void withoutRepeatedNamesTheSameTreeOrARepeatRefused() throws Exception {
        for (String text : List.of("{}", "{\"a\":1,\"b\":{\"a\":2}}", "[{\"a\":1},{\"a\":2}]", "\"a\"")) {
            assertEquals(Json.parse(text), Json.parseWithoutRepeatedNames(text), text);
        }
        for (String text : List.of("{\"a\":1,\"a\":1}", "{\"b\":{\"a\":null,\"a\":2}}", "[{\"a\":[],\"a\":{}}]")) {
            JsonProcessingException e = assertThrows(JsonProcessingException.class,
                    () -> Json.parseWithoutRepeatedNames(text), text);
            assertTrue(e.getOriginalMessage().contains("Duplicate field 'a'"), e.getOriginalMessage());
        }
    }

    private static void assertSameTree(String text) throws JsonProcessingException {
        JsonNode expected = MAPPER.readTree(text);
        JsonNode actual = Json.parse(text);
        assertEquals(expected, actual, text);
        assertEquals(shape(expected), shape(actual), text);
    }

    /** Every node's class and, for an object, its names in order, depth first. */
    private static List<String> shape(JsonNode node) {
        List<String> shape = new ArrayList<>();
        shape.add(node.getClass().getSimpleName());
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                shape.add(field.getKey());
                shape.addAll(shape(field.getValue()));
            }
        } else if (node.isArray()) {
            for (JsonNode item : node) {
                shape.addAll(shape(item));
            }
        } else {
            shape.add(node.toString());
        }
        return shape;
    }
}
