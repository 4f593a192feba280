package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.persistence.contract.SampleEvents;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One bad record never bricks a session, and one bad session never breaks the list. */
class BadRecordTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    @TempDir
    Path dir;
    private SessionId damaged;
    private SessionId healthy;

    @BeforeEach
    void twoSessionsOfOneTurnEach() {
        try (SqliteSessionStore store = store()) {
            damaged = store.create(NewSession.chat("damaged", Path.of("/w"))).id();
            healthy = store.create(NewSession.chat("healthy", Path.of("/w"))).id();
            for (SessionId id : List.of(damaged, healthy)) {
                SampleEvents.turn(1, TurnOutcome.completed()).forEach(e -> store.append(id, e));
            }
        }
    }

    private SqliteSessionStore store() {
        return SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG);
    }

    private void setRecord(SessionId id, long seq, String type, int version, String payload) {
        assertEquals(1, RawDb.update(dir.resolve("ralph-desk.db"),
                "UPDATE events SET type = ?, schema_version = ?, payload = ? WHERE session_id = ? AND seq = ?",
                type, version, payload, id.value(), seq));
    }

    @Test
    void aCorruptPayloadOpensTheSessionReadOnlyWithAWarningNamingSeqAndType() {
        setRecord(damaged, 4, "context/note", 1, "{\"source\": \"goal\", \"text\": ");
        try (SqliteSessionStore store = store()) {
            SessionLog log = store.open(damaged);
            assertTrue(log.readOnly());
            assertEquals(1, log.warnings().size());
            assertTrue(log.warnings().get(0).startsWith("record 4 (context/note) is malformed"), log.warnings().get(0));
            assertEquals(12, log.events().size(), "every other record is still shown");

            SessionStoreException refused = assertThrows(SessionStoreException.class,
                    () -> store.append(damaged, new SessionRenamed("x")));
            assertTrue(refused.getMessage().contains("read-only") && refused.getMessage().contains("record 4"),
                    refused.getMessage());
            assertEquals(13, store.info(damaged).orElseThrow().lastSeq(), "nothing was appended");

            assertFalse(store.open(healthy).readOnly());
            assertEquals(14, store.append(healthy, new SessionRenamed("still fine")).seq());
            assertEquals(2, store.list(false).size());
        }
    }

    @Test
    void aPayloadThatFailsValidationIsMalformedToo() {
        setRecord(damaged, 3, "user/message", 1, "{\"turnId\": \"t\", \"origin\": {\"kind\": \"human\"}}");
        try (SqliteSessionStore store = store()) {
            assertEquals(List.of("record 3 (user/message) is malformed: text"), store.open(damaged).warnings());
        }
    }

    @Test
    void appendIsRefusedEvenWhenTheSessionWasNeverOpenedInThisProcess() {
        setRecord(damaged, 2, "turn/started", 1, "not json");
        try (SqliteSessionStore store = store()) {
            assertThrows(SessionStoreException.class, () -> store.append(damaged, new SessionRenamed("x")));
        }
    }

    @Test
    void aRecordOfANewerPayloadVersionIsMalformedNotMisread() {
        setRecord(damaged, 5, "assistant/message", 2, "{\"turnId\": \"t\", \"text\": \"future\"}");
        try (SqliteSessionStore store = store()) {
            assertEquals(List.of("record 5 (assistant/message) is malformed: written with schema version 2, this"
                    + " build reads up to 1"), store.open(damaged).warnings());
        }
    }

    @Test
    void aForkBeforeTheBadRecordIsAWritableCopy() {
        setRecord(damaged, 6, "model/usage", 1, "[]");
        try (SqliteSessionStore store = store()) {
            SessionInfo copy = store.fork(damaged, 5);
            assertFalse(store.open(copy.id()).readOnly());
            assertEquals(6, store.append(copy.id(), new SessionRenamed("rescued")).seq());
        }
    }

    @Test
    void anUnknownTypeIsSkippedAndCountedAndTheSessionStaysWritable() {
        setRecord(damaged, 7, "removed-plugin/thing", 3, "{\"whatever\": 1}");
        try (SqliteSessionStore store = store()) {
            SessionLog log = store.open(damaged);
            assertEquals(1, log.skippedUnknown());
            assertFalse(log.readOnly());
            assertEquals(12, log.events().size());
            assertEquals(14, store.append(damaged, new SessionRenamed("ok")).seq());
        }
    }

    @Test
    void anUnreadableIndexRowLeavesThatSessionOutOfTheListButNotTheOthers() {
        RawDb.update(dir.resolve("ralph-desk.db"), "UPDATE sessions SET kind = 'hologram' WHERE id = ?",
                damaged.value());
        RawDb.update(dir.resolve("ralph-desk.db"), "UPDATE sessions SET columns = '{broken' WHERE id = ?",
                healthy.value());
        try (SqliteSessionStore store = store()) {
            List<SessionInfo> listed = store.list(true);
            assertEquals(List.of(healthy), listed.stream().map(SessionInfo::id).toList());
            assertEquals("healthy", listed.get(0).title());
        }
    }
}
