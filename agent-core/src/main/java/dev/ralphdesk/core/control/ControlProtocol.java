package dev.ralphdesk.core.control;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The control socket's protocol: JSON lines in UTF-8. The client sends one request line; the owner
 * answers with event lines (a follow) and then one reply line, and closes. Version {@value #VERSION}.
 */
public final class ControlProtocol {
    public static final int VERSION = 1;
    /** The longest request line the owner reads; a longer one is refused ({@code too-large}). */
    public static final int MAX_REQUEST_BYTES = 64 * 1024;
    /** The longest answer line a client reads (an event carries a tool's capped output). */
    static final int MAX_ANSWER_BYTES = 16 * 1024 * 1024;

    private ControlProtocol() {
    }

    /**
     * One line without its newline, or null at the end of the stream.
     *
     * @throws ControlException {@code too-large} when the line is longer than {@code limit} bytes
     */
    static String readLine(InputStream in, int limit) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            if (b == '\n') {
                return line.toString(StandardCharsets.UTF_8);
            }
            if (line.size() >= limit) {
                throw new ControlException("too-large", "a line is longer than " + limit + " bytes");
            }
            line.write(b);
        }
        return line.size() == 0 ? null : line.toString(StandardCharsets.UTF_8);
    }
}
