package dev.ralphdesk.core.session;

import java.util.UUID;
import java.util.regex.Pattern;

/** Identifier of one session (one append-only event log). */
public record SessionId(String value) {
    private static final Pattern VALID = Pattern.compile("[A-Za-z0-9._-]{1,80}");

    public SessionId {
        if (value == null || !VALID.matcher(value).matches()) {
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
