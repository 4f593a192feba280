package dev.ralphdesk.core.session;

import dev.ralphdesk.core.session.event.SessionCreated;
import java.util.Objects;

/**
 * Where a session stands among the others: its kind, its parent (a fork's source or a Ralph
 * child's chat) and, for a Ralph child, its run and 1-based round. Decisions the person takes "for
 * this session" are kept per {@link #approvalScope()}.
 */
public record SessionLineage(SessionId session, SessionKind kind, SessionId parent, String runId, Integer round) {
    public SessionLineage {
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(kind, "kind");
    }

    /** A chat session of its own (no Ralph lineage). */
    public static SessionLineage chat(SessionId session) {
        return new SessionLineage(session, SessionKind.CHAT, null, null, null);
    }

    /** The lineage a session's log records: its index row and its {@code session/created} event. */
    public static SessionLineage of(SessionLog log) {
        SessionInfo info = log.info();
        SessionCreated created = log.events().stream().map(LoggedEvent::event)
                .filter(SessionCreated.class::isInstance).map(SessionCreated.class::cast).findFirst().orElse(null);
        return new SessionLineage(info.id(), info.kind(), info.parentId(), created == null ? null : created.runId(),
                created == null ? null : created.round());
    }

    /** A round's child of a Ralph run, linked to its parent chat. */
    public boolean ralphChild() {
        return kind == SessionKind.RALPH_CHILD && parent != null;
    }

    /**
     * The session whose "for this session" decisions cover this one: a Ralph child's parent (one
     * decision for the whole run and every later run of that chat), otherwise the session itself —
     * a fork decides anew.
     */
    public SessionId approvalScope() {
        return ralphChild() ? parent : session;
    }
}
