package dev.ralphdesk.core.digest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class Sha256Test {
    @Test
    void digestsTheStandardsExamples() {
        assertEquals("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", hex(""));
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", hex("abc"));
        assertEquals("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
                hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"));
    }

    @Test
    void digestsEveryLengthAsTheJdkDoes() throws Exception {
        SplittableRandom random = new SplittableRandom(14);
        // every length around the padding's edges (55, 56, 64 bytes...) and some long ones
        for (int length = 0; length < 300; length++) {
            byte[] data = new byte[length];
            random.nextBytes(data);
            assertArrayEquals(MessageDigest.getInstance("SHA-256").digest(data), Sha256.digest(data), "length " + length);
        }
        byte[] large = new byte[1_000_003];
        random.nextBytes(large);
        assertArrayEquals(MessageDigest.getInstance("SHA-256").digest(large), Sha256.digest(large));
    }

    private static String hex(String text) {
        return HexFormat.of().formatHex(Sha256.digest(text.getBytes(StandardCharsets.UTF_8)));
    }
}
