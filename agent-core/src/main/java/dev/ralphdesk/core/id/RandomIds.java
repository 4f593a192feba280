package dev.ralphdesk.core.id;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.UUID;

/**
 * Random ids — of sessions, turns, a request's tool calls, goals, Ralph runs; the names of the data folder's
 * write probe and the control socket's folder — as version 4 UUIDs, the form {@link UUID#randomUUID()} gives,
 * or names of 16 hex digits, from bytes of the kernel's {@code /dev/urandom} read for each id: unique, also
 * across processes that share a data folder, and unpredictable (a folder's name in a data folder another user
 * may write must not be guessed ahead). {@code UUID.randomUUID()} draws from the JDK's {@code SecureRandom},
 * whose first use in a process sets up the security providers and a mixing generator (~10 ms of CPU on the
 * way to a command's first model request, with both cores busy): the kernel's bytes are the same quality
 * without it. Where the file cannot be read (not Linux) the JDK's generator is used.
 */
public final class RandomIds {
    private static final String SOURCE = "/dev/urandom";

    private RandomIds() {
    }

    /** A new random version 4 UUID, as {@link UUID#randomUUID()} makes one. */
    public static UUID uuid() {
        byte[] bytes = new byte[16];
        if (!read(bytes)) {
            return UUID.randomUUID();
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        long high = buffer.getLong();
        long low = buffer.getLong();
        high = (high & ~0xF000L) | 0x4000L; // version 4
        low = (low & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L; // the IETF variant
        return new UUID(high, low);
    }

    /** {@link #uuid()} as its 36-character text. */
    public static String text() {
        return uuid().toString();
    }

    /**
     * 64 random bits as 16 lower-case hex digits, always 16: for names that must stay short and of one length,
     * as a socket's path must (under 108 bytes, whatever the draw).
     */
    public static String name() {
        byte[] bytes = new byte[8];
        long bits = read(bytes) ? ByteBuffer.wrap(bytes).getLong() : UUID.randomUUID().getLeastSignificantBits();
        String hex = Long.toHexString(bits);
        return "0".repeat(16 - hex.length()) + hex;
    }

    private static boolean read(byte[] bytes) {
        try (InputStream in = new FileInputStream(SOURCE)) {
            int filled = 0;
            while (filled < bytes.length) {
                int n = in.read(bytes, filled, bytes.length - filled);
                if (n < 0) {
                    return false;
                }
                filled += n;
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
