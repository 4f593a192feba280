package dev.ralphdesk.core.claim;

import dev.ralphdesk.core.session.SessionId;
import java.util.Objects;

/**
 * "This session is busy with long-running work": the session, the plugin that holds it
 * ({@code owner}, e.g. {@code ralph}) and what the work is, in words for the person
 * ({@code what}, e.g. {@code Ralph run 1b2c3d4e}).
 */
public record SessionClaim(SessionId session, String owner, String what) {
    public SessionClaim {
        Objects.requireNonNull(session, "session");
        if (owner == null || owner.isBlank()) {
            throw new IllegalArgumentException("a claim needs its owner");
        }
        if (what == null || what.isBlank()) {
            throw new IllegalArgumentException("a claim says what the work is");
        }
    }
}
