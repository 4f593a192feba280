package dev.ralphdesk.core.session;

import dev.ralphdesk.core.id.RandomIds;
import java.util.regex.Pattern;

/**
 * Identifier of one session (one append-only event log). Its {@code equals} and {@code hashCode} are
 * written out: a record's generated ones are linked at their first call through
 * {@code ObjectMethods}, whose method handles a class-data archive does not keep, and a session id is
 * a map key on every command's start-up path.
 */
public record SessionId(String value) {
    private static final Pattern VALID = Pattern.compile("[A-Za-z0-9._-]{1,80}");

    public SessionId {
        if (value == null || !VALID.matcher(value).matches()) {
            throw new IllegalArgumentException("invalid session id: " + value);
        }
    }

    public static SessionId random() {
        return new SessionId(RandomIds.text());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SessionId id && value.equals(id.value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return value;
    }
}
