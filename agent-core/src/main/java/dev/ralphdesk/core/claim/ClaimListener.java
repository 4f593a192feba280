package dev.ralphdesk.core.claim;

/**
 * Observes the claims of every session. Called on the thread that claimed or released, after the
 * change and outside the registry's lock, so a listener may take its own locks and read
 * {@link SessionClaims#holder}; it must not block. Re-read the state: calls of different threads
 * may arrive in any order.
 */
public interface ClaimListener {

    /** A session became busy with {@code claim}. */
    default void claimed(SessionClaim claim) {
    }

    /** {@code claim} ended: the session is free unless someone claimed it since. */
    default void released(SessionClaim claim) {
    }
}
