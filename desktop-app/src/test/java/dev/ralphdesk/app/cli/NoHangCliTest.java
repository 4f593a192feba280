package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probe of "the CLI waits forever": {@code search_files "(a|b)*c"} on a 400 KB line overflowed
 * the stack, killed the session's worker, and {@code chat} never returned. Now the call ends with
 * a result, the turn completes and the command exits.
 */
class NoHangCliTest {
    @TempDir
    Path dir;

    @Test
    void aStackOverflowInATurnEndsTheCallAndTheCommandExits() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Files.writeString(workspace.resolve("long.txt"), "ab".repeat(200_000) + "\n");
        Path scenario = dir.resolve("s.json");
        Files.writeString(scenario, """
                {"sequence": [
                  {"toolCalls": [{"name": "search_files", "arguments": {"pattern": "(a|b)*c"}}]},
                  {"text": "The search came back."}
                ]}
                """);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Cli cli = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                Map.of("RALPH_DESK_HOME", dir.resolve("data").toString(),
                        "XDG_CONFIG_HOME", dir.resolve("config").toString()));

        int code = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> cli.run(List.of("chat", "--workspace",
                workspace.toString(), "--scenario", scenario.toString(), "search")));

        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, printed);
        assertTrue(printed.contains("long.txt:1: [not searched: the pattern overflowed the stack"), printed);
        assertTrue(printed.contains("[turn completed after 2 steps]"), printed);
    }
}
