package dev.ralphdesk.core.model.http;

import java.util.Objects;

/** One server-sent event: its {@code event:} name (null when absent) and its joined {@code data:} lines. */
public record SseEvent(String event, String data) {
    public SseEvent {
        Objects.requireNonNull(data, "data");
    }
}
