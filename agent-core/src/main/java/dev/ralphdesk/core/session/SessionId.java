package dev.ralphdesk.core.session;

import java.util.UUID;

/** Identifier of one session (one append-only event log). */
public record SessionId(String value) {
    public SessionId {
        if (value == null || value.isBlank() || !value.matches("[A-Za-z0-9._-]{1,80}")) {
            throw new IllegalArgumentException("invalid session id: " + value);
        }
    }

    public static SessionId random() {
        return new SessionId(UUID.randomUUID().toString());
    }

    @Override
    public String toString() {
        return value;
    }
}
