package dev.ralphdesk.core.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link JsonBytes} writes the bytes the mapper writes ({@link Json#writeUtf8}) of the same JSON. */
class JsonBytesTest {

    @Test
    void everyCharacterAloneIsWrittenAsTheMapperWritesIt() {
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            String text = "a" + (char) c + "b";
            assertArrayEquals(Json.writeUtf8(TextNode.valueOf(text)), new JsonBytes(4).string(text).toByteArray(),
                    "character " + Integer.toHexString(c));
        }
    }

    @Test
    void textsOfMixedCharactersAreWrittenAsTheMapperWritesThem() {
        Random random = new Random(14);
        for (int i = 0; i < 2_000; i++) {
            String text = MixedText.of(random, random.nextInt(300));
            assertArrayEquals(Json.writeUtf8(TextNode.valueOf(text)), new JsonBytes(16).string(text).toByteArray(),
                    text);
        }
    }

    @Test
    void objectsArraysAndScalarsAreWrittenAsTheMapperWritesThem() {
        ObjectNode schema = Json.object().put("type", "object");
        schema.putObject("properties").putObject("text").put("type", "string").put("description", "a \"quoted\" word");
        ObjectNode tree = Json.object().put("model", "m\u00e9").put("n", -42L).put("yes", true).put("no", false);
        tree.putNull("nothing");
        ArrayNode items = tree.putArray("items");
        items.addObject().put("a", "x\ny");
        items.addObject();
        items.addArray();
        items.add("z\ud83d\ude00");
        tree.set("schema", schema);
        tree.putObject("empty");
        JsonBytes bytes = new JsonBytes(1).beginObject().name("model").string("m\u00e9").name("n").number(-42)
                .name("yes").bool(true).name("no").bool(false).name("nothing").string(null).name("items").beginArray()
                .beginObject().name("a").string("x\ny").endObject().beginObject().endObject().beginArray().endArray()
                .string("z\ud83d\ude00").endArray().name("schema").node(schema).name("empty").beginObject().endObject()
                .endObject();
        assertArrayEquals(Json.writeUtf8(tree), bytes.toByteArray());
    }

    @Test
    void aTreeOfEveryKindOfNodeIsWrittenAsTheMapperWritesIt() {
        ObjectNode tree = Json.object().put("int", 7).put("negative", -3L).put("short", (short) 12)
                .put("long", Long.MIN_VALUE).put("big", new BigInteger("123456789012345678901234567890"))
                .put("double", 0.5).put("float", 2.25f).put("decimal", new BigDecimal("1.50")).put("yes", true)
                .put("binary", new byte[] {1, 2, 3}).put("na\"me\u0001", "t\u00e9xt\t\ud83d\ude00");
        tree.putNull("nothing");
        tree.putPOJO("pojo", "a pojo's text");
        tree.putArray("items").add(1).add("two").addNull().add(3.75).addObject().putArray("deep").add(false);
        tree.putObject("empty");
        tree.putArray("none");
        assertArrayEquals(Json.writeUtf8(tree), new JsonBytes(8).node(tree).toByteArray());
    }

    @Test
    void aToolsSchemaAsTextIsWhatItsToStringWrites() {
        ObjectNode schema = Json.object().put("type", "object");
        schema.putObject("properties").putObject("path").put("type", "string").put("description",
                "a path in the workspace, \"quoted\", ä\n").put("maxLength", 4096);
        schema.putArray("required").add("path");
        schema.put("additionalProperties", false);
        assertEquals(schema.toString(), JsonBytes.text(schema));
    }

    @Test
    void deepNestingGrowsItsState() {
        ArrayNode tree = Json.mapper().createArrayNode();
        JsonBytes bytes = new JsonBytes(0).beginArray();
        ArrayNode inner = tree;
        for (int i = 0; i < 20; i++) {
            inner.add(i);
            inner = inner.addArray();
            bytes.number(i).beginArray();
        }
        for (int i = 0; i <= 20; i++) {
            bytes.endArray();
        }
        assertArrayEquals(Json.writeUtf8(tree), bytes.toByteArray());
    }
}
