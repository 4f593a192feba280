package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A second Ralph Desk on the same data folder is refused clearly; the first one is not disturbed. */
class LockTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    @TempDir
    Path dir;

    private SqliteSessionStore open() {
        return SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG);
    }

    @Test
    void aSecondStoreInTheSameProcessIsRefusedUntilTheFirstCloses() {
        try (SqliteSessionStore first = open()) {
            SessionId id = first.create(NewSession.chat("mine", Path.of("/w"))).id();
            SessionStoreException refused = assertThrows(SessionStoreException.class, this::open);
            assertTrue(refused.getMessage().startsWith("Another Ralph Desk"), refused.getMessage());
            assertTrue(refused.getMessage().contains(dir.resolve("ralph-desk.db").toString()), refused.getMessage());
            assertEquals(2, first.append(id, new SessionRenamed("still mine")).seq());
        }
        try (SqliteSessionStore second = open()) {
            assertEquals(1, second.list(false).size());
        }
    }

    @Test
    void aDatabaseInUseByAnotherRunningProcessIsRefusedNamingThatProcess() throws Exception {
        SessionId id;
        try (SqliteSessionStore store = open()) {
            id = store.create(NewSession.chat("busy", Path.of("/w"))).id();
        }
        List<String> java = ChildCommand.prepare(dir.resolve("child"), false);
        ChildJvm other = ChildJvm.start(java, dir);
        try {
            other.awaitWarm();
            other.go(id.value());
            other.awaitFirstSeq();
            SessionStoreException refused = assertThrows(SessionStoreException.class, this::open);
            assertTrue(refused.getMessage().matches("Another Ralph Desk \\(process [0-9]+\\) is already using .*"),
                    refused.getMessage());
        } finally {
            other.kill();
        }
        try (SqliteSessionStore store = open()) {
            assertTrue(store.open(id).lastSeq() > 1);
        }
    }
}
