package dev.ralphdesk.core.json;

import java.util.Random;

/** Random text of the characters an encoder treats differently, for comparisons with the mapper. */
public final class MixedText {
    private static final String SPECIAL = "\"\\/\u007f\u0000\u0001\u001f\b\t\n\f\r\u2028\u2029\ufeff\uffff";

    private MixedText() {
    }

    /**
     * {@code length} characters: ASCII letters and spaces mostly, with JSON's special characters, control
     * characters, Latin-1 and other BMP characters, surrogate pairs and unpaired surrogates among them.
     */
    public static String of(Random random, int length) {
        StringBuilder text = new StringBuilder(length);
        while (text.length() < length) {
            int kind = random.nextInt(20);
            if (kind < 12) {
                text.append((char) ('a' + random.nextInt(26)));
            } else if (kind < 13) {
                text.append(' ');
            } else if (kind < 15) {
                text.append(SPECIAL.charAt(random.nextInt(SPECIAL.length())));
            } else if (kind < 16) {
                text.append((char) random.nextInt(0x20));
            } else if (kind < 17) {
                text.append((char) (0x80 + random.nextInt(0x80)));
            } else if (kind < 18) {
                text.append((char) (0x100 + random.nextInt(0xd700)));
            } else if (kind < 19) {
                text.appendCodePoint(0x10000 + random.nextInt(0xfffff));
            } else {
                text.append((char) (0xd800 + random.nextInt(0x800)));
            }
        }
        return text.toString();
    }
}
