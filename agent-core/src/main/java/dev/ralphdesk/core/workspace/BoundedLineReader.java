package dev.ralphdesk.core.workspace;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads the lines of a text in bounded memory: each line keeps at most {@code maxChars} characters
 * and counts the rest, so a file that is one line of hundreds of megabytes costs a few kilobytes.
 * Line ends are {@code \n}, {@code \r\n} and {@code \r}, as in {@link java.io.BufferedReader}.
 * Invalid UTF-8 becomes U+FFFD. {@code checkpoint} runs once per buffer read, to stop a long read
 * on cancellation or a deadline by throwing.
 */
final class BoundedLineReader implements Closeable {
    private static final int BUFFER_CHARS = 8192;
    private final Reader reader;
    private final int maxChars;
    private final Runnable checkpoint;
    private final char[] buffer = new char[BUFFER_CHARS];
    private int position;
    private int limit;
    private boolean skipLineFeed;

    /** One line: its first characters and its full length. */
    record Line(String text, long length) {
        boolean cut() {
            return length > text.length();
        }
    }

    BoundedLineReader(Reader reader, int maxChars, Runnable checkpoint) {
        if (maxChars < 1) {
            throw new IllegalArgumentException("maxChars must be at least 1");
        }
        this.reader = reader;
        this.maxChars = maxChars;
        this.checkpoint = checkpoint;
    }

    /** A UTF-8 file, decoding invalid bytes leniently. */
    static BoundedLineReader open(Path file, int maxChars, Runnable checkpoint) throws IOException {
        var decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        return new BoundedLineReader(new InputStreamReader(Files.newInputStream(file), decoder), maxChars, checkpoint);
    }

    /** The next line, or null at the end of the text. */
    Line next() throws IOException {
        StringBuilder kept = new StringBuilder();
        long length = 0;
        boolean any = false;
        while (true) {
            if (position == limit && !fill()) {
                return any ? new Line(kept.toString(), length) : null;
            }
            if (skipLineFeed) {
                skipLineFeed = false;
                if (buffer[position] == '\n') {
                    position++;
                    continue;
                }
            }
            any = true;
            int start = position;
            while (position < limit && buffer[position] != '\n' && buffer[position] != '\r') {
                position++;
            }
            int count = position - start;
            int room = maxChars - kept.length();
            if (room > 0) {
                kept.append(buffer, start, Math.min(room, count));
            }
            length += count;
            if (position < limit) {
                skipLineFeed = buffer[position] == '\r';
                position++;
                return new Line(kept.toString(), length);
            }
        }
    }

    private boolean fill() throws IOException {
        checkpoint.run();
        int read = reader.read(buffer, 0, buffer.length);
        if (read <= 0) {
            return false;
        }
        position = 0;
        limit = read;
        return true;
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
