package dev.ralphdesk.core.session;

import java.time.Instant;
import java.util.Objects;

/** A decoded event with its position in the log. */
public record LoggedEvent(long seq, Instant time, SessionEvent event) {
    public LoggedEvent {
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(event, "event");
    }
}
