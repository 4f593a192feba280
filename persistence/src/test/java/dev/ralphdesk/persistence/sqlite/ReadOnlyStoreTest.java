package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.persistence.crash.ChildCommand;
import dev.ralphdesk.persistence.crash.ChildJvm;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Readers need no folder lock: they read what the owner commits, while it writes, and write nothing. */
class ReadOnlyStoreTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    @TempDir
    Path dir;

    private DataFolder folder() {
        return new DataFolder(dir, "test");
    }

    @Test
    void aReaderReadsWhileAnotherProcessOwnsTheFolderAndSeesWhatItCommitsMeanwhile() throws Exception {
        SessionId id;
        try (SqliteSessionStore store = SqliteSessionStore.open(folder(), CATALOG)) {
            id = store.create(NewSession.chat("busy", Path.of("/w"))).id();
        }
        ChildJvm owner = ChildJvm.start(ChildCommand.prepare(dir.resolve("child"), false), dir);
        try {
            owner.awaitWarm();
            owner.go(id.value());
            owner.awaitFirstSeq();
            assertThrows(SessionStoreException.class, () -> SqliteSessionStore.open(folder(), CATALOG),
                    "the owner holds the folder for writing");
            try (SqliteReadOnlyStore reader = SqliteReadOnlyStore.open(folder(), CATALOG)) {
                assertEquals("busy", reader.list(false).get(0).title());
                long first = reader.open(id).lastSeq();
                assertTrue(first > 1, "the owner's commits are visible");
                long later;
                do {
                    later = reader.info(id).orElseThrow().lastSeq();
                } while (later == first);
                assertTrue(reader.open(id).lastSeq() >= later, "and so are those committed after the reader opened");
            }
        } finally {
            owner.kill();
        }
    }

    @Test
    void everyChangeIsRefusedAndNothingIsWritten() {
        SessionId id;
        try (SqliteSessionStore store = SqliteSessionStore.open(folder(), CATALOG)) {
            id = store.create(NewSession.chat("kept", Path.of("/w"))).id();
        }
        try (SqliteReadOnlyStore reader = SqliteReadOnlyStore.open(folder(), CATALOG)) {
            SessionStoreException refused = assertThrows(SessionStoreException.class,
                    () -> reader.append(id, new SessionRenamed("changed")));
            assertTrue(refused.getMessage().contains("open for reading only"), refused.getMessage());
            assertThrows(SessionStoreException.class, () -> reader.create(NewSession.chat("new", Path.of("/w"))));
            assertThrows(SessionStoreException.class, () -> reader.trash(id));
        }
        assertEquals(List.of("1"), RawDb.query(dir.resolve("ralph-desk.db"), "SELECT COUNT(*) FROM events"));
    }

    @Test
    void aFolderWithoutADatabaseReadsAsEmptyAndIsNotCreated() {
        DataFolder missing = new DataFolder(dir.resolve("nothing-here"), "test");
        try (SqliteReadOnlyStore reader = SqliteReadOnlyStore.open(missing, CATALOG)) {
            assertEquals(List.of(), reader.list(true));
            assertTrue(reader.info(SessionId.random()).isEmpty());
        }
        assertFalse(Files.exists(missing.path()));
    }

    @Test
    void readingAClosedFolderLeavesTheDatabaseAlone() throws Exception {
        try (SqliteSessionStore store = SqliteSessionStore.open(folder(), CATALOG)) {
            store.create(NewSession.chat("one file", Path.of("/w")));
        }
        try (SqliteReadOnlyStore reader = SqliteReadOnlyStore.open(folder(), CATALOG)) {
            assertEquals(1, reader.list(false).size());
        }
        assertFalse(Files.exists(dir.resolve("ralph-desk.db-wal")));
        assertFalse(Files.exists(dir.resolve("ralph-desk.db-shm")));
    }
}
