package dev.ralphdesk.core.claim;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A claim its holder has taken. {@link #release} (or {@link #close}) ends it; releasing again does
 * nothing, so every way the work ends may release it.
 */
public final class HeldClaim implements AutoCloseable {
    private final SessionClaim claim;
    private final SessionClaims registry;
    private final AtomicBoolean released = new AtomicBoolean();

    HeldClaim(SessionClaim claim, SessionClaims registry) {
        this.claim = claim;
        this.registry = registry;
    }

    public SessionClaim claim() {
        return claim;
    }

    public boolean released() {
        return released.get();
    }

    /** Ends the claim and tells the listeners; idempotent. */
    public void release() {
        if (released.compareAndSet(false, true)) {
            registry.release(this);
        }
    }

    @Override
    public void close() {
        release();
    }
}
