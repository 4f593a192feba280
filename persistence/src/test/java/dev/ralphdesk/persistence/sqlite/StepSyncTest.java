package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * At {@code FULL}, the records that are always followed by a synced one (a turn's start; a step's
 * answer, usage, evidence, result) commit without a sync of their own; a tool call, the end of a turn and every
 * change of a session row sync — and with them everything committed before. (The level a commit ran
 * at is the connection's level after it: it is set before each write and only when it changes.)
 */
class StepSyncTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    private static final int NORMAL = 1;
    private static final int FULL = 2;
    private static final ToolCall CALL = new ToolCall("call-1", "shell", "{\"command\":\"echo hi\"}");
    @TempDir
    Path dir;

    private static List<SessionEvent> step() {
        return List.of(new AssistantMessage("t", 1, "", null, List.of(CALL)),
                new ModelUsage("t", 1, "openai", "mock", new Usage(100, 10, 0), null),
                new ToolCallStarted("t", CALL.id(), CALL.name(), CALL.arguments()),
                new EvidenceRecorded("t", new VerifierEvidence("shell", CALL.id(), "echo hi", true, 0, "hi",
                        Instant.parse("2026-01-02T03:04:05Z"), false)),
                new ToolCallFinished("t", CALL.id(), "shell", "hi\nexit code: 0", false, 0, 15, null),
                new TurnFinished("t", TurnOutcome.completed(), 1));
    }

    /** The connection's level after each record of a step is appended. */
    private List<Integer> levelsOfAStep(SqliteOptions.Synchronous configured, boolean trashAfter) {
        return levels(configured, step(), trashAfter);
    }

    /** The connection's level after each of {@code records} is appended to a new session. */
    private List<Integer> levels(SqliteOptions.Synchronous configured, List<SessionEvent> records, boolean trashAfter) {
        EventWriter writer = WriterSetup.open(dir.resolve(configured.name() + ".db"),
                SqliteOptions.defaults().withSynchronous(configured));
        try {
            SessionId id = SessionId.random();
            writer.create(id, SessionKind.CHAT, "/w", null, null, EncodedEvent.of(CATALOG,
                    new SessionCreated("chat", "sync", "/w", null, null, null, null)), Map.of());
            List<Integer> levels = new ArrayList<>();
            for (SessionEvent event : records) {
                writer.append(id, EncodedEvent.of(CATALOG, event));
                levels.add(writer.synchronousLevel());
            }
            if (trashAfter) {
                writer.append(id, EncodedEvent.of(CATALOG, step().get(0)));
                writer.setTrashed(id, true);
                levels.add(writer.synchronousLevel());
            }
            return levels;
        } finally {
            writer.close();
        }
    }

    @Test
    void aStepsAnswerUsageEvidenceAndResultWaitForTheNextSyncedRecord() {
        assertEquals(List.of(NORMAL, NORMAL, FULL, NORMAL, NORMAL, FULL),
                levelsOfAStep(SqliteOptions.Synchronous.FULL, false));
    }

    @Test
    void aTurnsStartWaitsForItsMessageWhichSyncsBeforeTheModelIsAsked() {
        assertEquals(List.of(NORMAL, FULL), levels(SqliteOptions.Synchronous.FULL, List.of(
                new TurnStarted("t", InputOrigin.human()), new UserMessage("t", "hello", InputOrigin.human())), false));
    }

    @Test
    void aChangeOfTheSessionRowSyncsAfterARecordThatWaited() {
        assertEquals(FULL, levelsOfAStep(SqliteOptions.Synchronous.FULL, true).get(6));
    }

    @Test
    void aConfiguredNormalLevelIsNeverRaised() {
        assertEquals(List.of(NORMAL, NORMAL, NORMAL, NORMAL, NORMAL, NORMAL, NORMAL),
                levelsOfAStep(SqliteOptions.Synchronous.NORMAL, true));
    }
}
