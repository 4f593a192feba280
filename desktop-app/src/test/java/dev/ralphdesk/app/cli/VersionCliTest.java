package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --version} is answered by the root command alone: nothing of the application is composed (no
 * harness, no plugin, no Jackson), no folder is made, no log file written — what a script asking for
 * the version waits for is the JVM and the parse of its words.
 */
class VersionCliTest {
    private static final Duration EXIT = Duration.ofSeconds(60);
    @TempDir
    Path dir;

    @Test
    void versionAloneComposesNothingAndTouchesNoFolder() throws Exception {
        Path classes = dir.resolve("classes.log");
        Path data = dir.resolve("data");
        Path state = dir.resolve("state");
        try (CliChild child = CliChild.start(List.of("-Xlog:class+load:file=" + classes), Map.of("RALPH_DESK_HOME",
                data.toString(), "XDG_STATE_HOME", state.toString()), List.of("--data-dir", data.toString(),
                "--version"))) {
            assertEquals(0, child.awaitExit(EXIT), child.output());
            assertEquals("ralph-desk " + AppVersion.current(), child.output().lines().findFirst().orElse(""),
                    child.output());
        }
        String loaded = Files.readString(classes);
        assertTrue(loaded.contains(" dev.ralphdesk.app.cli.RootCommand "), "the log names the classes loaded");
        for (String composed : List.of(" dev.ralphdesk.app.Composition ", " dev.ralphdesk.core.harness.Harness ",
                " com.fasterxml.jackson.databind.ObjectMapper ", " dev.ralphdesk.app.log.LogFile ")) {
            assertTrue(!loaded.contains(composed), "--version loaded" + composed);
        }
        assertTrue(Files.notExists(data) && Files.notExists(state), "no folder made");
    }

    @Test
    void versionWithHelpOrACommandIsAnsweredByTheComposedCommands() throws Exception {
        try (CliChild child = CliChild.start(Map.of("XDG_STATE_HOME", dir.resolve("state").toString()),
                List.of("--version", "--help"))) {
            assertEquals(0, child.awaitExit(EXIT), child.output());
            assertTrue(child.output().contains("sessions") && child.output().contains("chat"), child.output());
        }
        try (CliChild child = CliChild.start(Map.of("XDG_STATE_HOME", dir.resolve("state").toString()),
                List.of("sessions", "--version"))) {
            assertEquals(0, child.awaitExit(EXIT), child.output());
            assertEquals("ralph-desk " + AppVersion.current(), child.output().lines().findFirst().orElse(""),
                    child.output());
        }
    }
}
