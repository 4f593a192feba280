package dev.ralphdesk.core.model.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads UTF-8 lines ending in LF, CRLF or CR straight from an input stream, without a lock another
 * thread could wait on, and with a cap on the length of one line so a broken server cannot exhaust
 * memory.
 */
public final class LineReader implements LineSource {
    public static final int DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;
    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buffer = new byte[8192];
    private int position;
    private int limit;
    private boolean skipLineFeed;

    public LineReader(InputStream in) {
        this(in, DEFAULT_MAX_LINE_BYTES);
    }

    public LineReader(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    @Override
    public String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        while (true) {
            if (position == limit) {
                limit = in.read(buffer);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    return line.size() == 0 ? null : line.toString(StandardCharsets.UTF_8);
                }
            }
            if (skipLineFeed) {
                skipLineFeed = false;
                if (buffer[position] == '\n') {
                    position++;
                    continue;
                }
            }
            int end = position;
            while (end < limit && buffer[end] != '\n' && buffer[end] != '\r') {
                end++;
            }
            if (line.size() + (end - position) > maxLineBytes) {
                throw new IOException("a line of the response is longer than " + maxLineBytes + " bytes");
            }
            line.write(buffer, position, end - position);
            if (end < limit) {
                skipLineFeed = buffer[end] == '\r';
                position = end + 1;
                return line.toString(StandardCharsets.UTF_8);
            }
            position = end;
        }
    }
}
