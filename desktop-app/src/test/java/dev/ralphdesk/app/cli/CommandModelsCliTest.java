package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command that runs makes the picocli models of the root and of its own command only, and the root's
 * and {@code chat}'s are made in code: a child JVM's class-load log shows no other command's class and,
 * for a chat turn, nothing of picocli's reading of annotations (its model of an annotated field or
 * method, its help-options mixin).
 */
class CommandModelsCliTest {
    private static final String READ_ANNOTATION = " picocli.CommandLine$Model$TypedMember ";
    private static final String HELP_MIXIN = " picocli.CommandLine$AutoHelpMixin ";
    private static final String CHAT = " dev.ralphdesk.app.cli.ChatCommand ";
    private static final String SESSIONS = " dev.ralphdesk.persistence.cli.SessionsCli ";
    private static final String GOAL = " dev.ralphdesk.goal.cli.GoalCli ";
    private static final String RALPH = " dev.ralphdesk.ralph.cli.RalphCli ";
    private static final String HELP = " picocli.CommandLine$HelpCommand ";
    @TempDir
    Path dir;

    @Test
    void aChatTurnReadsNoAnnotationAndMakesNoOtherCommand() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        String loaded = CliChild.classesLoadedBy(dir, List.of("chat", "--workspace", workspace.toString(),
                "--provider", "scripted", "hello"), 0);
        assertTrue(loaded.contains(CHAT), "the log names the classes loaded");
        for (String made : List.of(READ_ANNOTATION, HELP_MIXIN, SESSIONS, GOAL, RALPH, HELP)) {
            assertTrue(!loaded.contains(made), "a chat turn loaded" + made);
        }
    }

    @Test
    void sessionsListMakesNoOtherCommand() throws Exception {
        String loaded = CliChild.classesLoadedBy(dir, List.of("sessions", "list"), 0);
        assertTrue(loaded.contains(SESSIONS), "the log names the classes loaded");
        for (String made : List.of(CHAT, GOAL, RALPH, HELP)) {
            assertTrue(!loaded.contains(made), "sessions list loaded" + made);
        }
    }
}
