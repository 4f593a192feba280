package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.persistence.contract.SampleEvents;
import dev.ralphdesk.persistence.location.DataFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Closing the store of a process that ends next ({@code closeForExit}): a log whose every record is
 * synced is left unfolded, with the connection and the folder's lock, to the process's end (readers
 * see every record); otherwise — a record committed without a sync of its own last, or the NORMAL
 * level — it folds and closes as {@code close} does, so that nothing rests on an unsynced log.
 */
class CloseForExitTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    @TempDir
    Path dir;

    private DataFolder data() {
        return new DataFolder(dir.resolve("data"), "test");
    }

    private Path wal() {
        return dir.resolve("data").resolve(DataFolder.DATABASE_FILE + "-wal");
    }

    /** A session with a turn whose records end with {@code last}; its records as written. */
    private static List<SessionEvent> written(SqliteSessionStore store, SessionEvent last) {
        SessionId id = store.create(NewSession.chat("exit", Path.of("/w"))).id();
        List<SessionEvent> events = new ArrayList<>(SampleEvents.turn(1, TurnOutcome.completed()));
        events.add(last);
        events.forEach(event -> store.append(id, event));
        return events;
    }

    private List<SessionEvent> read() {
        try (SqliteReadOnlyStore reader = SqliteReadOnlyStore.open(data(), CATALOG)) {
            SessionId id = reader.list(true).get(0).id();
            List<LoggedEvent> logged = reader.open(id).events();
            return logged.subList(1, logged.size()).stream().map(LoggedEvent::event).toList(); // after its creation
        }
    }

    @Test
    void aSyncedLogIsLeftUnfoldedAndReadersSeeEveryRecord() throws Exception {
        SqliteSessionStore store = SqliteSessionStore.open(data(), CATALOG);
        List<SessionEvent> events = written(store, new UserMessage("t9", "next", InputOrigin.human()));

        store.closeForExit();

        assertTrue(Files.size(wal()) > 0, "the write-ahead log is left to the next opening");
        assertEquals(events, read());
    }

    @Test
    void aLastRecordWithoutASyncOfItsOwnIsFoldedAndTheFolderFreed() throws Exception {
        SqliteSessionStore store = SqliteSessionStore.open(data(), CATALOG);
        List<SessionEvent> events = written(store, new AssistantMessage("t9", 1, "cut short", null, List.of()));

        store.closeForExit();

        assertTrue(Files.notExists(wal()) || Files.size(wal()) == 0, "folded into the database");
        try (SqliteSessionStore again = SqliteSessionStore.open(data(), CATALOG)) {
            assertEquals(1, again.list(true).size(), "the folder's lock was released");
        }
        assertEquals(events, read());
    }

    @Test
    void atTheNormalLevelTheLogIsFoldedAtTheExit() throws Exception {
        SqliteSessionStore store = SqliteSessionStore.open(data(), CATALOG,
                SqliteOptions.defaults().withSynchronous(SqliteOptions.Synchronous.NORMAL));
        List<SessionEvent> events = written(store, new UserMessage("t9", "next", InputOrigin.human()));

        store.closeForExit();

        assertTrue(Files.notExists(wal()) || Files.size(wal()) == 0, "folded into the database");
        assertEquals(events, read());
    }
}
