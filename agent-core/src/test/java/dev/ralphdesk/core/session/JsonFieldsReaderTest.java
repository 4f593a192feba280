package dev.ralphdesk.core.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The JSON read by hand gives the values Jackson's parser gives, and refuses what it refuses or reads otherwise. */
class JsonFieldsReaderTest {

    @Test
    void plainJsonIsReadAsJacksonReadsIt() throws Exception {
        for (String payload : List.of("{}", " { } ", "{\"a\":\"\"}", "{\"a\":\"x\\\"y\\\\z\\/\\b\\f\\n\\r\\t\"}",
                "{\"a\":\"\\u0041\\u00e9\\u00E9\\u5b57\\uD83D\\uDE00\\uD800 lone\"}", "{\"a\":\"é 字 \uD83D\uDE00 \u007f\"}",
                "{\"a\":\"\\\\\"}", "{\"a\":\"\\\"\"}", "{\"a\":\"end\\\\\",\"b\":\"\\\\\\\"\"}",
                "{ \"a\" : 1 ,\n\t\"b\" :\r-0, \"c\": -9223372036854775808, \"d\": 9223372036854775807 }",
                "{\"a\":true,\"b\":false,\"c\":null,\"d\":[],\"e\":[1,\"x\",[null,{}],{\"f\":{\"g\":[true]}}]}",
                "{\"a\\u0062\":1,\"\\\"\":2}", "{\"a\":0}")) {
            assertEquals(jackson(payload), plain(JsonFieldsReader.object(payload)), payload);
        }
    }

    @Test
    void manyPlainStringsBeforeEscapedOnesAreReadAsJacksonReadsThem() throws Exception {
        String payload = "{\"a\":[" + "\"plain\",".repeat(5_000) + "\"tail\\n\\\"q\\\"\\\\\"],\"b\":\"\\t\"}";
        assertEquals(jackson(payload), plain(JsonFieldsReader.object(payload)));
    }

    @Test
    void whatJacksonRefusesOrReadsAsAnotherTypeIsUnfit() {
        for (String payload : List.of("", " ", "[]", "null", "\"a\"", "{", "}", "{\"a\"}", "{\"a\":}", "{\"a\":1,}",
                "{,}", "{\"a\":1 \"b\":2}", "{\"a\":1} x", "{\"a\":1}{}", "{a:1}", "{'a':1}", "{\"a\":[1,]}",
                "{\"a\":[1 2]}", "{\"a\":01}", "{\"a\":-}", "{\"a\":1.5}", "{\"a\":1e2}", "{\"a\":1E2}", "{\"a\":+1}",
                "{\"a\":9223372036854775808}", "{\"a\":-9223372036854775809}", "{\"a\":12345678901234567890}",
                "{\"a\":NaN}", "{\"a\":tru}", "{\"a\":nul}", "{\"a\":True}", "{\"a\":\"x}", "{\"a\":\"x\\\"}",
                "{\"a\":\"x\\\"}", "{\"a\":\"x\\q\"}", "{\"a\":\"x\\u12\"}", "{\"a\":\"x\\u12g4\"}",
                "{\"a\":\"x\\u１２３４\"}", "{\"a\":\"x\\\"", "{\"a\":\"line\nbreak\"}", "{\"a\":\"tab\there\"}",
                "{\"a\":\"\u0000\"}", "{\"a\":\"x\\n\u001f\"}", "{\"a\":1,\"a\":2}", "{\"a\":{\"b\":1,\"b\":1}}",
                "{\"a\":1}\u00a0", "{\"a\"\u00a0:1}", "{\"a\\x\":1}", "{\"a\":[{\"b\":1,\"b\":2}]}",
                "{\"a\":1} /* c */", "{\"a\":1}\u0000")) {
            assertThrows(JsonFields.Unfit.class, () -> JsonFieldsReader.object(payload), payload);
        }
    }

    @Test
    void whatTheMappersLimitsRefuseIsUnfitAndWhatTheyAllowIsRead() throws Exception {
        var limits = Json.mapper().getFactory().streamReadConstraints();
        int depth = limits.getMaxNestingDepth();
        String allowed = "{\"a\":" + "[".repeat(depth - 1) + "]".repeat(depth - 1) + "}";
        assertEquals(jackson(allowed), plain(JsonFieldsReader.object(allowed)));
        for (String payload : List.of("{\"a\":" + "[".repeat(depth) + "]".repeat(depth) + "}",
                "{\"a\":" + "[".repeat(200_000) + "]".repeat(200_000) + "}",
                "{\"a\":" + "{\"b\":".repeat(depth) + "1" + "}".repeat(depth) + "}",
                "{\"" + "n".repeat(limits.getMaxNameLength() + 1) + "\":1}")) {
            assertThrows(JsonProcessingException.class, () -> Json.parse(payload));
            assertThrows(JsonFields.Unfit.class, () -> JsonFieldsReader.object(payload));
        }
        String name = "{\"" + "n".repeat(limits.getMaxNameLength()) + "\":1}";
        assertEquals(jackson(name), plain(JsonFieldsReader.object(name)));
    }

    @Test
    void anyTextJacksonWritesIsReadBackTheSame() throws Exception {
        Random random = new Random(14);
        for (int run = 0; run < 2_000; run++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(run % 10 == 0 ? 3_000 : 40);
            for (int i = 0; i < length; i++) {
                int kind = random.nextInt(10);
                text.append(kind < 5 ? (char) (0x20 + random.nextInt(0x5f)) : kind < 7 ? "\"\\\n\t\r\b\f/"
                        .charAt(random.nextInt(8)) : kind < 8 ? (char) random.nextInt(0x20) : (char) random.nextInt(0x10000));
            }
            Map<String, Object> values = Map.of("t" + text.substring(0, Math.min(3, text.length())), text.toString(),
                    "n", random.nextLong(), "l", List.of(text.toString(), random.nextBoolean()));
            String payload = Json.write(values);
            assertEquals(jackson(payload), plain(JsonFieldsReader.object(payload)), payload);
            assertEquals(values, plain(JsonFieldsReader.object(payload)), payload);
        }
    }

    /** The values as Jackson's parser reads them, in the same plain form. */
    private static Object jackson(String payload) throws JsonProcessingException {
        return plain(Json.parse(payload));
    }

    private static Object plain(JsonNode node) {
        if (node.isObject()) {
            Map<String, Object> values = new HashMap<>();
            node.fields().forEachRemaining(field -> values.put(field.getKey(), plain(field.getValue())));
            return values;
        } else if (node.isArray()) {
            List<Object> items = new ArrayList<>();
            node.forEach(item -> items.add(plain(item)));
            return items;
        } else if (node.isTextual()) {
            return node.textValue();
        } else if (node.isBoolean()) {
            return node.booleanValue();
        } else if (node.isNull()) {
            return "null";
        } else if (node.isIntegralNumber() && node.canConvertToLong()) {
            return node.longValue();
        }
        throw new AssertionError("not plain JSON: " + node);
    }

    private static Object plain(Object value) {
        if (value instanceof JsonFields nested) {
            return plain(nested.values());
        } else if (value instanceof Map<?, ?> map) {
            Map<String, Object> values = new HashMap<>();
            map.forEach((name, item) -> values.put((String) name, plain(item)));
            return values;
        } else if (value instanceof List<?> list) {
            List<Object> items = new ArrayList<>();
            list.forEach(item -> items.add(plain(item)));
            return items;
        }
        return value == JsonFields.NULL ? "null" : value;
    }
}
