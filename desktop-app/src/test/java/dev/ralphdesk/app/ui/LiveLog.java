package dev.ralphdesk.app.ui;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The live events of one session as the harness publishes them, for view-model tests: each committed
 * event with the next seq, and the streaming deltas tagged with the seq they follow. Keeps the log,
 * so a test can replay exactly what went live.
 */
public final class LiveLog {
    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");
    private final SessionId session;
    private final List<LoggedEvent> log = new ArrayList<>();
    private long seq;

    /** @param lastSeq the seq the session's log ends at before these events */
    public LiveLog(SessionId session, long lastSeq) {
        this.session = session;
        this.seq = lastSeq;
    }

    public AgentEvent commit(SessionEvent event) {
        LoggedEvent logged = new LoggedEvent(++seq, T, event);
        log.add(logged);
        return new AgentEvent.Committed(session, logged);
    }

    public AgentEvent text(String turnId, int step, String delta) {
        return new AgentEvent.TextDelta(session, seq, turnId, step, delta);
    }

    public AgentEvent reasoning(String turnId, int step, String delta) {
        return new AgentEvent.ReasoningDelta(session, seq, turnId, step, delta);
    }

    /** What was committed so far, as the log holds it. */
    public List<LoggedEvent> log() {
        return List.copyOf(log);
    }
}
