package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The words are parsed before anything is composed: help and bad arguments are answered with no harness
 * made, and a command that runs is composed once, for its options — never first in memory only to
 * describe the commands (a child JVM's class-load log shows what was made).
 */
class ParsingComposesNothingTest {
    /** Made by every harness, and by nothing else. */
    private static final String HARNESS = " dev.ralphdesk.core.harness.Registrations ";
    private static final String IN_MEMORY_LOG = " dev.ralphdesk.core.session.memory.InMemorySessionStore ";
    @TempDir
    Path dir;

    @Test
    void helpOfACommandComposesNothing() throws Exception {
        String loaded = CliChild.classesLoadedBy(dir, List.of("goal", "status", "--help"), 0);
        assertTrue(loaded.contains(" dev.ralphdesk.goal.cli.GoalCli "), "the log names the classes loaded");
        assertTrue(!loaded.contains(HARNESS), "help made a harness");
    }

    @Test
    void badArgumentsComposeNothing() throws Exception {
        String loaded = CliChild.classesLoadedBy(dir, List.of("chat", "--workspace", dir.toString(),
                "--no-such-option", "hi"), 2);
        assertTrue(!loaded.contains(HARNESS), "bad arguments made a harness");
    }

    @Test
    void aCommandThatRunsIsComposedOnceOnItsOwnLog() throws Exception {
        String loaded = CliChild.classesLoadedBy(dir, List.of("sessions", "list"), 0);
        assertTrue(loaded.contains(HARNESS), "the log names the classes loaded");
        assertTrue(!loaded.contains(IN_MEMORY_LOG), "an application was composed in memory besides the real one");
    }
}
