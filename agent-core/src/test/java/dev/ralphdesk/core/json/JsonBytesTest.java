package dev.ralphdesk.core.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
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
