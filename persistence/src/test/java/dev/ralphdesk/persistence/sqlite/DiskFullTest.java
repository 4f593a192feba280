package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A full disk (here: SQLite's page limit, which fails the same way, SQLITE_FULL) loses nothing committed. */
class DiskFullTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    @TempDir
    Path dir;

    @Test
    void aWriteThatDoesNotFitFailsClearlyAndKeepsEverythingCommittedBefore() {
        SessionId id;
        long committed = 1;
        SessionStoreException full;
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG,
                SqliteOptions.defaults().withMaxPages(40))) {
            id = store.create(NewSession.chat("big", Path.of("/w"))).id();
            String text = "y".repeat(3000);
            full = assertThrows(SessionStoreException.class, () -> {
                while (true) {
                    store.append(id, new UserMessage("t", text, InputOrigin.human()));
                }
            });
            committed = store.info(id).orElseThrow().lastSeq();
            SessionLog log = store.open(id);
            assertEquals(committed, log.events().size());
        }
        assertTrue(full.getMessage().startsWith("The disk holding " + dir.resolve("ralph-desk.db") + " is full"),
                full.getMessage());
        assertTrue(committed > 5, "some events fitted before the limit: " + committed);
        try (SqliteSessionStore roomy = SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG)) {
            assertEquals(committed, roomy.open(id).lastSeq());
            assertEquals(committed + 1, roomy.append(id, new UserMessage("t", "after", InputOrigin.human())).seq());
        }
    }

    @Test
    void theWriteAfterAFailedOneWorksWhenItFits() {
        DataFolder folder = new DataFolder(dir, "test");
        SessionId id;
        try (SqliteSessionStore store = SqliteSessionStore.open(folder, CATALOG)) {
            id = store.create(NewSession.chat("full", Path.of("/w"))).id();
        }
        long pages = Long.parseLong(RawDb.query(dir.resolve("ralph-desk.db"), "PRAGMA page_count").get(0));
        try (SqliteSessionStore store = SqliteSessionStore.open(folder, CATALOG,
                SqliteOptions.defaults().withMaxPages(pages + 4))) {
            assertThrows(SessionStoreException.class,
                    () -> store.append(id, new UserMessage("t", "x".repeat(40_000), InputOrigin.human())));
            assertEquals(2, store.append(id, new UserMessage("t", "small", InputOrigin.human())).seq());
        }
    }
}
