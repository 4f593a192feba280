package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command that takes the data folder has the writer open its database — a new one created and synced,
 * sqlite-jdbc's first connection — as soon as its words are checked, while the rest of the application is
 * composed: a chat's first record waited for that opening. The main thread's class-load log (in the order
 * it ran) shows the writer made before the shell's sandbox is set up.
 */
class StoreOpensWhileComposingTest {
    @TempDir
    Path dir;

    @Test
    void aChatTurnHasItsDatabaseOpenedBeforeTheShellIsSetUp() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        String loaded = CliChild.classesLoadedBy(dir, List.of("--provider", "scripted", "chat", "--workspace",
                workspace.toString(), "hello"), 0, "tid");
        String main = loadingThread(loaded, "dev.ralphdesk.app.Launcher");
        int writer = position(loaded, main, "dev.ralphdesk.persistence.sqlite.SerialWriter");
        int shell = position(loaded, main, "dev.ralphdesk.core.sandbox.ShellSetup");
        assertTrue(writer < shell, "the writer was made after the shell's set-up");
    }

    private static String loadingThread(String log, String className) {
        Matcher line = Pattern.compile("(?m)^\\[(\\d+)\\] " + Pattern.quote(className) + " ").matcher(log);
        if (!line.find()) {
            throw new AssertionError(className + " was not loaded:\n" + log);
        }
        return line.group(1);
    }

    /** Where in the log {@code thread} loaded {@code className}. */
    private static int position(String log, String thread, String className) {
        Matcher line = Pattern.compile("(?m)^\\[" + thread + "\\] " + Pattern.quote(className) + " ").matcher(log);
        if (!line.find()) {
            throw new AssertionError(className + " was not loaded by the main thread:\n" + log);
        }
        return line.start();
    }
}
