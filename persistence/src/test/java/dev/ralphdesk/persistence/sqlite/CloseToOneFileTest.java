package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.persistence.contract.SampleEvents;
import dev.ralphdesk.persistence.location.DataFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 11: after a clean close {@code ralph-desk.db} alone holds every session — the write-ahead
 * log is folded back into it — and a log that cannot be folded (another program still reading)
 * stays in place without losing anything or failing the close.
 */
class CloseToOneFileTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    @TempDir
    Path dir;

    private SqliteSessionStore open(Path folder) {
        return SqliteSessionStore.open(new DataFolder(folder, "test"), CATALOG);
    }

    /** Every session's log, by id. */
    private static Map<SessionId, SessionLog> logs(SqliteSessionStore store) {
        return store.list(true).stream().map(SessionInfo::id).collect(Collectors.toMap(id -> id, store::open));
    }

    @Test
    void afterACleanCloseTheDatabaseFileAloneHoldsEverySession() throws Exception {
        Path data = dir.resolve("data");
        Map<SessionId, SessionLog> before;
        String blob;
        try (SqliteSessionStore store = open(data)) {
            for (int s = 1; s <= 3; s++) {
                SessionId id = store.create(NewSession.chat("session " + s, Path.of("/w"))).id();
                for (int turn = 1; turn <= 20; turn++) {
                    SampleEvents.turn(turn, TurnOutcome.completed()).forEach(e -> store.append(id, e));
                }
            }
            blob = store.putBlob("a large tool output\n".repeat(1000));
            before = logs(store); // the readers are open when the store closes
            assertTrue(Files.size(data.resolve("ralph-desk.db-wal")) > 0, "the log is in use while open");
        }
        Path wal = data.resolve("ralph-desk.db-wal");
        assertTrue(Files.notExists(wal) || Files.size(wal) == 0, "the write-ahead log is folded in");

        Path copy = Files.createDirectories(dir.resolve("copy"));
        Files.copy(data.resolve("ralph-desk.db"), copy.resolve("ralph-desk.db"));
        try (SqliteSessionStore store = open(copy)) {
            assertEquals(3, before.size());
            assertEquals(before, logs(store));
            assertEquals("a large tool output\n".repeat(1000), store.blob(blob).orElseThrow());
        }
    }

    @Test
    void aReadOfAnotherProgramKeepsTheLogInPlaceWithoutLosingAnythingOrFailingTheClose() throws Exception {
        Path data = dir.resolve("data");
        List<LogRecord> warnings = new CopyOnWriteArrayList<>();
        Logger logger = Logger.getLogger(WalCheckpoint.class.getName());
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                warnings.add(record);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        logger.addHandler(capture);
        Map<SessionId, SessionLog> before;
        SqliteSessionStore store = open(data);
        SessionId id = store.create(NewSession.chat("read elsewhere", Path.of("/w"))).id();
        try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("ralph-desk.db"))) {
            other.setAutoCommit(false);
            try (Statement statement = other.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM events")) {
                assertTrue(rows.next()); // a read transaction: its snapshot stays until it ends
            }
            for (int turn = 1; turn <= 5; turn++) {
                SampleEvents.turn(turn, TurnOutcome.completed()).forEach(e -> store.append(id, e));
            }
            before = logs(store);
            long started = System.nanoTime();
            store.close();
            long closeMillis = (System.nanoTime() - started) / 1_000_000;

            assertTrue(closeMillis < WalCheckpoint.WAIT.toMillis() + 2_000, "close took " + closeMillis + " ms");
            assertTrue(Files.size(data.resolve("ralph-desk.db-wal")) > 0, "the log stays beside the database");
            assertEquals(1, warnings.size(), warnings.toString());
            assertTrue(warnings.get(0).getMessage().startsWith("the write-ahead log of " + data.resolve("ralph-desk.db")
                    + " stays beside it"), warnings.get(0).getMessage());
            other.rollback();
        } finally {
            logger.removeHandler(capture);
        }
        try (SqliteSessionStore reopened = open(data)) {
            assertEquals(before, logs(reopened));
        }
    }
}
