package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A headless command run in a process that goes on closes the store on its way out: the database file
 * alone then holds its sessions. (The launcher's process, which ends with the command, leaves a synced
 * write-ahead log to the next opening instead: {@code HeadlessExitIT}.)
 */
class CliExitTest {
    @TempDir
    Path dir;

    @Test
    void aHeadlessChatLeavesOneDatabaseFileHoldingItsSession() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Path scenario = Files.writeString(dir.resolve("s.json"), "{\"sequence\": [{\"text\": \"Hello there.\"}]}");
        Path data = dir.resolve("data");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Cli(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of("RALPH_DESK_HOME", data.toString(), "XDG_CONFIG_HOME", dir.resolve("config").toString()))
                .run(List.of("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(), "hi"));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        Path wal = data.resolve("ralph-desk.db-wal");
        assertTrue(Files.notExists(wal) || Files.size(wal) == 0, "the write-ahead log is folded in");

        Path copy = Files.createDirectories(dir.resolve("copy"));
        Files.copy(data.resolve("ralph-desk.db"), copy.resolve("ralph-desk.db"));
        try (SqliteSessionStore original = open(data); SqliteSessionStore copied = open(copy)) {
            List<SessionInfo> sessions = original.list(true);
            assertEquals(1, sessions.size());
            assertEquals(sessions, copied.list(true));
            SessionLog log = copied.open(sessions.get(0).id());
            assertEquals(original.open(sessions.get(0).id()), log);
            assertEquals("completed", sessions.get(0).column("lastOutcome"));
        }
    }

    private static SqliteSessionStore open(Path folder) {
        return SqliteSessionStore.open(new DataFolder(folder, "test"), EventCatalog.withCoreTypes());
    }
}
