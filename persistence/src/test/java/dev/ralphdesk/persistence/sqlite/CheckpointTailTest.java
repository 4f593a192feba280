package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.persistence.contract.SampleEvents;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tail a session reopened from its checkpoint reads: before the checkpoint only the records of the
 * types its window wants, after it every record — so a malformed one there still makes it read-only.
 */
class CheckpointTailTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    private static final Set<String> TYPES = Set.of(UserMessage.TYPE, ToolCallFinished.TYPE);
    private static final long VOUCHED = 25;
    @TempDir
    Path dir;
    private SessionId id;

    private SqliteSessionStore store() {
        return SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG, SqliteOptions.defaults().withWarmUp(false));
    }

    @BeforeEach
    void aSessionOfThreeTurnsCheckpointedAfterTheSecond() {
        try (SqliteSessionStore store = store()) {
            id = store.create(NewSession.chat("c", Path.of("/w"))).id();
            for (int turn = 1; turn <= 3; turn++) {
                SampleEvents.turn(turn, TurnOutcome.completed()).forEach(e -> store.append(id, e));
            }
            store.saveCheckpoint(id, new Checkpoint(VOUCHED, CATALOG.fingerprint(),
                    Map.of("grants", new Checkpoint.Part(1, "[]"))));
        }
    }

    @Test
    void beforeTheCheckpointOnlyTheRecordsOfTheTypesAreReadAndAfterItEvery() {
        try (SqliteSessionStore store = store()) {
            store.checkpoint(id).orElseThrow();
            SessionLog tail = store.openFrom(id, 5, VOUCHED, TYPES);
            List<LoggedEvent> expected = store.open(id).events().stream().filter(e -> e.seq() >= 5
                    && (e.seq() > VOUCHED || TYPES.contains(e.event().type()))).toList();
            assertEquals(expected, tail.events());
            assertEquals(1 + 2 + 12, tail.events().size(),
                    "the first turn's result, the second's message and result, the third turn whole");
            assertEquals(List.of(), tail.warnings());
            assertEquals(store.info(id), java.util.Optional.of(tail.info()));
        }
    }

    @Test
    void aMalformedRecordAfterTheCheckpointIsReadAndMakesTheSessionReadOnly() {
        RawDb.update(dir.resolve("ralph-desk.db"), "UPDATE events SET payload = '{' WHERE session_id = ? AND seq = ?",
                id.value(), VOUCHED + 4);
        try (SqliteSessionStore store = store()) {
            store.checkpoint(id).orElseThrow();
            SessionLog tail = store.openFrom(id, 5, VOUCHED, TYPES);
            assertEquals(1, tail.warnings().size(), tail.warnings().toString());
            assertTrue(tail.warnings().get(0).startsWith("record " + (VOUCHED + 4) + " ("), tail.warnings().get(0));
            assertThrows(SessionStoreException.class, () -> store.append(id, new SessionRenamed("again")));
        }
    }
}
