package dev.ralphdesk.core.claim;

import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.SessionId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One run of work per session at a time (DESIGN §10): plugins that start long-running autonomous
 * work in a session (goal rounds, a Ralph run) claim the session for as long as the work goes on,
 * and ask or are told whether someone else holds it. At most one claim per session; a second claim
 * is refused, also one of the same owner. Process-local, never persisted. A human turn needs no
 * claim: the agent loop already runs one turn at a time.
 */
public final class SessionClaims {
    private static final System.Logger LOG = JulLogger.of(SessionClaims.class);
    private final Map<SessionId, HeldClaim> held = new HashMap<>();
    private final List<ClaimListener> listeners = new CopyOnWriteArrayList<>();

    /** Claims the session, or empty when it is held already. */
    public Optional<HeldClaim> tryClaim(SessionClaim claim) {
        HeldClaim taken = new HeldClaim(claim, this);
        synchronized (held) {
            if (held.containsKey(claim.session())) {
                return Optional.empty();
            }
            held.put(claim.session(), taken);
        }
        tell(listener -> listener.claimed(claim));
        return Optional.of(taken);
    }

    /**
     * Claims the session.
     *
     * @throws SessionBusyException naming the claim that holds it
     */
    public HeldClaim claim(SessionClaim claim) {
        HeldClaim taken = new HeldClaim(claim, this);
        synchronized (held) {
            HeldClaim holder = held.get(claim.session());
            if (holder != null) {
                throw new SessionBusyException(holder.claim());
            }
            held.put(claim.session(), taken);
        }
        tell(listener -> listener.claimed(claim));
        return taken;
    }

    /** The claim holding the session now, if any. */
    public Optional<SessionClaim> holder(SessionId session) {
        synchronized (held) {
            HeldClaim holder = held.get(session);
            return holder == null ? Optional.empty() : Optional.of(holder.claim());
        }
    }

    /** The claim holding the session when its owner is not {@code owner}: someone else's work. */
    public Optional<SessionClaim> heldByOther(SessionId session, String owner) {
        return holder(session).filter(claim -> !claim.owner().equals(owner));
    }

    /** Observes every claim and release from now on; closing unsubscribes. */
    public AutoCloseable listen(ClaimListener listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    void release(HeldClaim claim) {
        synchronized (held) {
            if (!held.remove(claim.claim().session(), claim)) {
                return;
            }
        }
        tell(listener -> listener.released(claim.claim()));
    }

    private void tell(java.util.function.Consumer<ClaimListener> call) {
        for (ClaimListener listener : listeners) {
            try {
                call.accept(listener);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a session claim listener failed", e);
            }
        }
    }
}
