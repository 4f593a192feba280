package dev.ralphdesk.core.event;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import java.util.Objects;

/**
 * What live listeners hear, published on the event bus: every event appended to a session's log,
 * after its commit and in seq order per session ({@link Committed}), and the answer text streaming
 * in before its message is committed (the deltas, for display only, never persisted). A view reads
 * the log up to some seq N and applies the committed events above N, through the same folds. One more
 * live-only event says that a turn ended whose end the log refused ({@link TurnUnrecorded}).
 */
public sealed interface AgentEvent {

    SessionId sessionId();

    /** An event of a session's log, delivered after its commit. */
    record Committed(SessionId sessionId, LoggedEvent logged) implements AgentEvent {
        public Committed {
            Objects.requireNonNull(sessionId, "sessionId");
            Objects.requireNonNull(logged, "logged");
        }

        public long seq() {
            return logged.seq();
        }

        public SessionEvent event() {
            return logged.event();
        }
    }

    /**
     * Answer text of model call {@code step} of a turn, as it streams; it follows record
     * {@code afterSeq} of the log. Its step's {@code assistant/message} supersedes it.
     */
    record TextDelta(SessionId sessionId, long afterSeq, String turnId, int step, String delta)
            implements AgentEvent {
    }

    /** Reasoning text of model call {@code step} of a turn, as it streams (see {@link TextDelta}). */
    record ReasoningDelta(SessionId sessionId, long afterSeq, String turnId, int step, String delta)
            implements AgentEvent {
    }

    /**
     * A turn ended but its {@code turn/finished} could not be recorded ({@code problem}): views stop
     * showing it running and show it interrupted, as the log will read once reopened.
     */
    record TurnUnrecorded(SessionId sessionId, String turnId, String problem) implements AgentEvent {
    }
}
