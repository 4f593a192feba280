package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The words are parsed before anything is composed: help and bad arguments are answered with no harness
 * made, and a command that runs is composed once, for its options — never first in memory only to
 * describe the commands (a child JVM's class-load log shows what was made).
 */
class ParsingComposesNothingTest {
    private static final Duration EXIT = Duration.ofSeconds(60);
    /** Made by every harness, and by nothing else. */
    private static final String HARNESS = " dev.ralphdesk.core.harness.Registrations ";
    private static final String IN_MEMORY_LOG = " dev.ralphdesk.core.session.memory.InMemorySessionStore ";
    @TempDir
    Path dir;

    @Test
    void helpOfACommandComposesNothing() throws Exception {
        String loaded = loadedBy(List.of("goal", "status", "--help"), 0);
        assertTrue(loaded.contains(" dev.ralphdesk.goal.cli.GoalCli "), "the log names the classes loaded");
        assertTrue(!loaded.contains(HARNESS), "help made a harness");
    }

    @Test
    void badArgumentsComposeNothing() throws Exception {
        String loaded = loadedBy(List.of("chat", "--workspace", dir.toString(), "--no-such-option", "hi"), 2);
        assertTrue(!loaded.contains(HARNESS), "bad arguments made a harness");
    }

    @Test
    void aCommandThatRunsIsComposedOnceOnItsOwnLog() throws Exception {
        String loaded = loadedBy(List.of("sessions", "list"), 0);
        assertTrue(loaded.contains(HARNESS), "the log names the classes loaded");
        assertTrue(!loaded.contains(IN_MEMORY_LOG), "an application was composed in memory besides the real one");
    }

    private String loadedBy(List<String> words, int exitCode) throws Exception {
        Path classes = Files.createTempFile(dir, "classes", ".log");
        try (CliChild child = CliChild.start(List.of("-Xlog:class+load:file=" + classes),
                Map.of("RALPH_DESK_HOME", dir.resolve("data").toString(), "XDG_STATE_HOME",
                        dir.resolve("state").toString(), "XDG_CONFIG_HOME", dir.resolve("config").toString()), words)) {
            assertEquals(exitCode, child.awaitExit(EXIT), child.output());
        }
        return Files.readString(classes);
    }
}
