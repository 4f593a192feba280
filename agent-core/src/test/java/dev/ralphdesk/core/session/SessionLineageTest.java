package dev.ralphdesk.core.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.event.SessionCreated;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lineage from a session's log, and whose "for this session" decisions cover it. */
class SessionLineageTest {
    private static final SessionId PARENT = new SessionId("parent");
    private static final SessionId CHILD = new SessionId("child");

    private static SessionLog log(SessionKind kind, SessionId parent, Long forkSeq, String runId, Integer round) {
        SessionInfo info = new SessionInfo(CHILD, kind, "t", "/w", parent, forkSeq, Instant.EPOCH, Instant.EPOCH, 1,
                false, null);
        SessionCreated created = new SessionCreated(kind.wire(), "t", "/w", parent == null ? null : parent.value(),
                forkSeq, runId, round);
        return new SessionLog(info, List.of(new LoggedEvent(1, Instant.EPOCH, created)), 0, List.of());
    }

    @Test
    void aRalphChildCarriesItsRunAndRoundAndDecidesInItsParentsScope() {
        SessionLineage lineage = SessionLineage.of(log(SessionKind.RALPH_CHILD, PARENT, null, "run-7", 3));

        assertEquals(new SessionLineage(CHILD, SessionKind.RALPH_CHILD, PARENT, "run-7", 3), lineage);
        assertEquals(PARENT, lineage.approvalScope());
    }

    @Test
    void aForkDecidesForItselfNotForTheSessionItWasForkedFrom() {
        SessionLineage lineage = SessionLineage.of(log(SessionKind.CHAT, PARENT, 5L, null, null));

        assertEquals(CHILD, lineage.approvalScope());
    }

    @Test
    void aPlainChatIsItsOwnScope() {
        assertEquals(CHILD, SessionLineage.of(log(SessionKind.CHAT, null, null, null, null)).approvalScope());
        assertEquals(CHILD, SessionLineage.chat(CHILD).approvalScope());
    }
}
