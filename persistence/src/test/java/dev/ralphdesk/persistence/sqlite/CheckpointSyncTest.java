package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.UserMessage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A checkpoint is committed without a sync of its own; the records after it are synced as configured. */
class CheckpointSyncTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    private static final Map<String, Checkpoint.Part> PARTS = Map.of("grants", new Checkpoint.Part(1, "[]"));
    @TempDir
    Path dir;

    @Test
    void recordsAfterACheckpointAreSyncedAsConfigured() {
        Path database = dir.resolve("ralph-desk.db");
        for (SqliteOptions.Synchronous level : List.of(SqliteOptions.Synchronous.FULL,
                SqliteOptions.Synchronous.NORMAL)) {
            EventWriter writer = WriterSetup.open(database, SqliteOptions.defaults().withSynchronous(level));
            try {
                SessionId id = SessionId.random();
                writer.create(id, SessionKind.CHAT, "/w", null, null, EncodedEvent.of(CATALOG,
                        new SessionCreated("chat", "sync", "/w", null, null, null, null)), Map.of());
                writer.append(id, EncodedEvent.of(CATALOG, new UserMessage("t", "hello", InputOrigin.human())));
                writer.saveCheckpoint(id, CheckpointRows.of(new Checkpoint(2, CATALOG.fingerprint(), PARTS)));

                assertEquals(1, writer.synchronousLevel(), "the checkpoint's own commit: " + level.name());
                assertEquals(3, writer.append(id, EncodedEvent.of(CATALOG, new UserMessage("t", "after",
                        InputOrigin.human()))).lastSeq());
                assertEquals(level == SqliteOptions.Synchronous.FULL ? 2 : 1, writer.synchronousLevel(), level.name());
            } finally {
                writer.close();
            }
        }
    }
}
