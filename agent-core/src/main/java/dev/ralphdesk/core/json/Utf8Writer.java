package dev.ralphdesk.core.json;

import java.io.ByteArrayOutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * A {@link Writer} that encodes what is written to UTF-8 bytes chunk by chunk, exactly as
 * {@link String#getBytes} would encode the whole text: a surrogate pair split between two chunks is
 * joined, and an unpaired surrogate becomes {@code ?}. A request of a long history (~430 KB) written
 * to one string became a UTF-16 string as soon as one character was beyond Latin-1 (the system prompt
 * has some), and encoding all of it char by char ran interpreted in a cold JVM; chunk by chunk, the
 * chunks of Latin-1 text take the JDK's copying path.
 */
final class Utf8Writer extends Writer {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream(8192);
    private char highSurrogate;
    private boolean holding;

    @Override
    public void write(char[] chars, int offset, int length) {
        if (length == 0) {
            return;
        }
        int end = offset + length;
        boolean hold = Character.isHighSurrogate(chars[end - 1]);
        String chunk = new String(chars, offset, hold ? length - 1 : length);
        if (holding) {
            chunk = highSurrogate + chunk;
        }
        holding = hold;
        highSurrogate = hold ? chars[end - 1] : 0;
        bytes.writeBytes(chunk.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        if (holding) {
            bytes.writeBytes(String.valueOf(highSurrogate).getBytes(StandardCharsets.UTF_8));
            holding = false;
        }
    }

    /** The bytes written so far (after {@link #close}: all of them). */
    byte[] toByteArray() {
        return bytes.toByteArray();
    }
}
