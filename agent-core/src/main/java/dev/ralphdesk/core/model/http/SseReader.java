package dev.ralphdesk.core.model.http;

import java.io.IOException;

/**
 * Turns lines into server-sent events as the HTML spec describes: {@code data:} lines joined by
 * newlines, {@code event:} names, comments (lines starting with a colon) skipped, {@code id} and
 * {@code retry} ignored, one optional space after the colon removed. An event still pending when the
 * body ends is delivered too (some servers omit the last blank line).
 */
public final class SseReader {
    private final LineSource lines;

    public SseReader(LineSource lines) {
        this.lines = lines;
    }

    /** The next event, or null when the body has ended. */
    public SseEvent next() throws IOException {
        StringBuilder data = null;
        String event = null;
        while (true) {
            String line = lines.readLine();
            if (line == null) {
                return data == null ? null : new SseEvent(event, data.toString());
            }
            if (line.isEmpty()) {
                if (data != null) {
                    return new SseEvent(event, data.toString());
                }
                event = null;
                continue;
            }
            if (line.startsWith(":")) {
                continue;
            }
            int colon = line.indexOf(':');
            String field = colon < 0 ? line : line.substring(0, colon);
            String value = colon < 0 ? "" : line.substring(colon + 1);
            if (value.startsWith(" ")) {
                value = value.substring(1);
            }
            if (field.equals("data")) {
                data = data == null ? new StringBuilder(value) : data.append('\n').append(value);
            } else if (field.equals("event")) {
                event = value;
            }
        }
    }
}
