package dev.ralphdesk.app.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppVersion;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.settings.KeyFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Map;
import java.util.logging.ConsoleHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Where the log file is, what installing it does to this process's logging, and what never gets in. */
class LogFileTest {
    private static final System.Logger LOG = System.getLogger("dev.ralphdesk.test.LogFileTest");
    @TempDir
    Path dir;
    @RegisterExtension
    final Installed installed = new Installed();

    private Map<String, String> env(String... more) {
        Map<String, String> env = new java.util.HashMap<>(Map.of("HOME", dir.resolve("home").toString(),
                "XDG_STATE_HOME", dir.resolve("state").toString()));
        for (int i = 0; i < more.length; i += 2) {
            env.put(more[i], more[i + 1]);
        }
        return env;
    }

    private Path logFile() {
        return dir.resolve("state/ralph-desk/ralph-desk.log");
    }

    @Test
    void theLogFileIsInTheXdgStateFolderElseInTheHomesLocalState() {
        assertEquals(Path.of("/s/ralph-desk/ralph-desk.log"), LogFile.location(Map.of("XDG_STATE_HOME", "/s",
                "HOME", "/h")));
        assertEquals(Path.of("/h/.local/state/ralph-desk/ralph-desk.log"), LogFile.location(Map.of(
                "XDG_STATE_HOME", "relative/state", "HOME", "/h")), "a relative XDG_STATE_HOME is ignored");
        assertEquals(Path.of("/h/.local/state/ralph-desk/ralph-desk.log"), LogFile.location(Map.of("HOME", "/h")));
        assertEquals(Path.of(System.getProperty("user.home"), ".local/state/ralph-desk/ralph-desk.log"),
                LogFile.location(Map.of()));
    }

    @Test
    void installingWritesTheStartLineAndThenEveryRecordReadableByTheOwnerOnly() throws Exception {
        LogFile.install(env(), "test");
        LOG.log(System.Logger.Level.INFO, "something worth knowing");
        LOG.log(System.Logger.Level.DEBUG, "a detail for nobody");

        String log = Files.readString(logFile());
        long pid = ProcessHandle.current().pid();
        assertTrue(log.contains(" INFO [" + pid + "] dev.ralphdesk.app.log.LogFile: Ralph Desk " + AppVersion.current()
                + " started (test), process " + pid + "; Java " + System.getProperty("java.version")), log);
        assertTrue(log.contains(System.getProperty("os.name") + " " + System.getProperty("os.version")), log);
        assertTrue(log.contains("dev.ralphdesk.test.LogFileTest: something worth knowing\n"), log);
        assertFalse(log.contains("a detail for nobody"), log);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(logFile())));
    }

    @Test
    void installingAgainMovesTheLogAndTheTerminalShowsOnlyErrors() throws Exception {
        LogFile.install(Map.of("XDG_STATE_HOME", dir.resolve("first").toString()), "test");
        LogFile.install(env(), "test");
        LOG.log(System.Logger.Level.INFO, "after the second install");

        Handler[] handlers = Logger.getLogger("").getHandlers();
        assertEquals(1, Arrays.stream(handlers).filter(LogFileHandler.class::isInstance).count());
        assertTrue(Arrays.stream(handlers).filter(ConsoleHandler.class::isInstance)
                .allMatch(h -> h.getLevel() == Level.SEVERE));
        assertTrue(Files.readString(logFile()).contains("after the second install"));
        assertFalse(Files.readString(dir.resolve("first/ralph-desk/ralph-desk.log")).contains("after the second"));
    }

    @Test
    void anUncaughtExceptionIsLoggedWithItsStackTrace() throws Exception {
        LogFile.install(env(), "test");
        Thread thread = new Thread(() -> {
            throw new IllegalStateException("boom in the background");
        }, "a-failing-worker");
        thread.start();
        thread.join();

        String log = Files.readString(logFile());
        assertTrue(log.contains(" SEVERE [" + ProcessHandle.current().pid() + "] dev.ralphdesk.app.log.LogFile:"
                + " uncaught exception in thread a-failing-worker\njava.lang.IllegalStateException: boom in the"
                + " background\n\tat "), log);
    }

    @Test
    void secretsOfTheEnvironmentAndTheStoredKeyAreBlankedOut() throws Exception {
        String stored = "sk-stored-in-settings-77aa";
        new KeyFile(dir.resolve("home/.config/ralph-desk/key")).write(ApiKey.of(stored));
        LogFile.install(env("DEEPSEEK_API_KEY", "sk-env-planted-0b1c2d", "GITHUB_TOKEN", "ghp_tokenvalue123",
                "MY_KEY", "configured-key-5e6f", "DATABASE_PASSWORD", "hunter2hunter2", "GITHUB_PAT", "github_pat_11ab",
                "PATH", "/usr/bin:/bin"), "test");
        LOG.log(System.Logger.Level.INFO, "echoed by a server: sk-env-planted-0b1c2d, ghp_tokenvalue123 and "
                + stored + " on /usr/bin:/bin");
        LOG.log(System.Logger.Level.INFO, "also configured-key-5e6f hunter2hunter2 github_pat_11ab");

        String log = Files.readString(logFile());
        assertTrue(log.contains("echoed by a server: [redacted], [redacted] and [redacted] on /usr/bin:/bin"), log);
        assertFalse(log.contains("sk-env-planted") || log.contains("ghp_token") || log.contains(stored), log);
        assertTrue(log.contains("also [redacted] [redacted] [redacted]"), log);
    }
}
