package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.persistence.contract.SampleEvents;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The store hands out a checkpoint only when it can vouch for it: intact, of this build's catalog,
 * not ahead of the log, and with no record behind it changed since it was written.
 */
class CheckpointStoreTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    private static final Map<String, Checkpoint.Part> PARTS = Map.of("grants", new Checkpoint.Part(1, "[]"));
    @TempDir
    Path dir;
    private SessionId id;

    private SqliteSessionStore store() {
        return SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG, SqliteOptions.defaults().withWarmUp(false));
    }

    private Path db() {
        return dir.resolve("ralph-desk.db");
    }

    @BeforeEach
    void aSessionOfTwoTurnsCheckpointedAtRecord8() {
        try (SqliteSessionStore store = store()) {
            id = store.create(NewSession.chat("c", Path.of("/w"))).id();
            for (int turn = 1; turn <= 2; turn++) {
                SampleEvents.turn(turn, TurnOutcome.completed()).forEach(e -> store.append(id, e));
            }
            store.saveCheckpoint(id, new Checkpoint(4, CATALOG.fingerprint(), PARTS));
            store.saveCheckpoint(id, new Checkpoint(8, CATALOG.fingerprint(), PARTS));
        }
    }

    @Test
    void theLatestCheckpointIsReadBackAndOlderOnesAreDropped() {
        try (SqliteSessionStore store = store()) {
            assertEquals(Optional.of(new Checkpoint(8, CATALOG.fingerprint(), PARTS)), store.checkpoint(id));
        }
        assertEquals(List.of("8"), RawDb.query(db(), "SELECT seq FROM checkpoints"));
    }

    @Test
    void aCheckpointAheadOfTheLogIsNeitherSavedNorUsed() {
        try (SqliteSessionStore store = store()) {
            long last = store.info(id).orElseThrow().lastSeq();
            assertThrows(SessionStoreException.class,
                    () -> store.saveCheckpoint(id, new Checkpoint(last + 1, CATALOG.fingerprint(), PARTS)));
        }
        RawDb.update(db(), "UPDATE checkpoints SET seq = 999");
        try (SqliteSessionStore store = store()) {
            assertEquals(Optional.empty(), store.checkpoint(id));
        }
    }

    @Test
    void aCheckpointWhosePartsChangedFailsItsChecksum() {
        RawDb.update(db(), "UPDATE checkpoints SET payload = replace(payload, '[]', '[{}]')");
        try (SqliteSessionStore store = store()) {
            assertEquals(Optional.empty(), store.checkpoint(id));
        }
    }

    @Test
    void aCheckpointOfAnotherEventCatalogOrRowFormatIsNotUsed() {
        RawDb.update(db(), "UPDATE checkpoints SET catalog = 'another build'");
        try (SqliteSessionStore store = store()) {
            assertEquals(Optional.empty(), store.checkpoint(id));
        }
        RawDb.update(db(), "UPDATE checkpoints SET catalog = ?, format = 2", CATALOG.fingerprint());
        try (SqliteSessionStore store = store()) {
            assertEquals(Optional.empty(), store.checkpoint(id));
        }
    }

    @Test
    void changingARecordBehindACheckpointVoidsItAndTheFullReadNamesTheRecord() {
        RawDb.update(db(), "UPDATE events SET payload = 'not json' WHERE session_id = ? AND seq = 3", id.value());
        assertEquals(List.of(), RawDb.query(db(), "SELECT seq FROM checkpoints"));
        try (SqliteSessionStore store = store()) {
            assertEquals(Optional.empty(), store.checkpoint(id));
            assertTrue(store.open(id).warnings().get(0).startsWith("record 3 "), store.open(id).warnings().toString());
        }
    }

    @Test
    void changingARecordAfterTheCheckpointLeavesIt() {
        try (SqliteSessionStore store = store()) {
            store.append(id, new SessionRenamed("more"));
        }
        RawDb.update(db(), "UPDATE events SET payload = 'not json' WHERE session_id = ? AND seq = 9", id.value());
        try (SqliteSessionStore store = store()) {
            assertEquals(8, store.checkpoint(id).orElseThrow().seq());
            assertTrue(store.openFrom(id, 9).readOnly());
            SessionStoreException refused = assertThrows(SessionStoreException.class,
                    () -> store.append(id, new SessionRenamed("x")));
            assertTrue(refused.getMessage().contains("record 9"), refused.getMessage());
        }
    }

    @Test
    void purgingASessionDeletesItsCheckpoints() {
        try (SqliteSessionStore store = store()) {
            store.trash(id);
            store.purge(id);
        }
        assertEquals(List.of("0"), RawDb.query(db(), "SELECT COUNT(*) FROM checkpoints"));
    }
}
