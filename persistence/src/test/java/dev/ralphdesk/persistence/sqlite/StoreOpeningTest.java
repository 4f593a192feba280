package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.schema.Migrations;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A store's opening begun before its event catalog is known: it holds the folder, makes one store, or lets go. */
class StoreOpeningTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    @TempDir
    Path dir;

    private DataFolder folder() {
        return new DataFolder(dir, "test");
    }

    private SqliteSessionStore open() {
        return SqliteSessionStore.open(folder(), CATALOG);
    }

    @Test
    void anOpeningHoldsTheFolderAndMakesTheDatabaseUntilClosed() {
        try (StoreOpening opening = StoreOpening.begin(folder(), SqliteOptions.defaults())) {
            SessionStoreException refused = assertThrows(SessionStoreException.class, this::open);
            assertTrue(refused.getMessage().startsWith("Another Ralph Desk"), refused.getMessage());
        }
        // closed without a store: the writer made the database with its whole schema, and let the folder go
        assertEquals(List.of(String.valueOf(Migrations.latest(Migrations.ALL))),
                RawDb.query(dir.resolve("ralph-desk.db"), "SELECT MAX(version) FROM schema_version"));
        try (SqliteSessionStore store = open()) {
            assertEquals(List.of(), store.list(true));
        }
    }

    @Test
    void theStoreOfAnOpeningWritesWhatAReopenReads() {
        SessionId id;
        SessionLog written;
        try (StoreOpening opening = StoreOpening.begin(folder(), SqliteOptions.defaults());
                SqliteSessionStore store = opening.store(CATALOG)) {
            id = store.createLog(NewSession.chat("early", Path.of("/w"))).info().id();
            store.append(id, new SessionRenamed("still early"));
            written = store.open(id);
        }
        try (SqliteSessionStore store = open()) {
            assertEquals(written, store.open(id));
        }
    }

    @Test
    void anOpeningMakesOneStoreAndClosingItThenLeavesTheStoreTheFolder() {
        try (StoreOpening opening = StoreOpening.begin(folder(), SqliteOptions.defaults());
                SqliteSessionStore store = opening.store(CATALOG)) {
            assertThrows(IllegalStateException.class, () -> opening.store(CATALOG));
            opening.close();
            SessionStoreException refused = assertThrows(SessionStoreException.class, this::open);
            assertTrue(refused.getMessage().startsWith("Another Ralph Desk"), refused.getMessage());
            assertEquals(1, store.create(NewSession.chat("mine", Path.of("/w"))).lastSeq());
        }
    }
}
