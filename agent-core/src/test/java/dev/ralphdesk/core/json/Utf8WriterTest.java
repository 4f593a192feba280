package dev.ralphdesk.core.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** JSON written as UTF-8 chunk by chunk is byte for byte the text's {@code getBytes(UTF_8)}. */
class Utf8WriterTest {

    @Test
    void chunksGiveTheBytesOfTheWholeTextWhereverTheyAreCut() {
        String text = "a\uD83D\uDE00b é字\uD83D lone high\uDE00 lone low \uDBFF\uDFFF end\uD83D";
        for (int cut = 0; cut <= text.length(); cut++) {
            for (int second = cut; second <= text.length(); second++) {
                Utf8Writer out = new Utf8Writer();
                char[] chars = text.toCharArray();
                out.write(chars, 0, cut);
                out.write(chars, cut, second - cut);
                out.write(chars, second, chars.length - second);
                out.close();
                assertArrayEquals(text.getBytes(StandardCharsets.UTF_8), out.toByteArray(), cut + "/" + second);
            }
        }
    }

    @Test
    void aRequestWrittenAsUtf8IsTheBytesOfItsText() {
        Random random = new Random(14);
        for (int run = 0; run < 200; run++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(run % 20 == 0 ? 40_000 : 200);
            for (int i = 0; i < length; i++) {
                int kind = random.nextInt(12);
                text.append(kind < 6 ? (char) (0x20 + random.nextInt(0x5f)) : kind < 8 ? "\"\\\n\t—€"
                        .charAt(random.nextInt(6)) : kind < 10 ? "\uD83D\uDE00" : (char) (0xD800 + random.nextInt(0x800)));
            }
            ObjectNode body = Json.object().put("model", "m").put("content", text.toString());
            body.putArray("messages").addObject().put("role", "user").put("content", text.reverse().toString());
            assertArrayEquals(Json.write(body).getBytes(StandardCharsets.UTF_8), Json.writeUtf8(body));
        }
        for (Object value : List.of("\uD83D", "x\uDE00", "", List.of("\uD83D\uDE00", 1, true))) {
            assertArrayEquals(Json.write(value).getBytes(StandardCharsets.UTF_8), Json.writeUtf8(value));
        }
    }
}
