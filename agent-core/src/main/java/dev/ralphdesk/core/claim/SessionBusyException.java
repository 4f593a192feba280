package dev.ralphdesk.core.claim;

import java.util.Objects;

/** A claim was refused: the session is busy with {@link #holder()}'s work. */
public final class SessionBusyException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient SessionClaim holder;

    public SessionBusyException(SessionClaim holder) {
        super("the session is busy with " + Objects.requireNonNull(holder, "holder").what());
        this.holder = holder;
    }

    public SessionClaim holder() {
        return holder;
    }
}
