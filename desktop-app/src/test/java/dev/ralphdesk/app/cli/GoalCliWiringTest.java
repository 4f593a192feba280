package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code chat --goal} and {@code goal status} through the app's dispatcher, on SQLite. */
class GoalCliWiringTest {
    @TempDir
    Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... words) {
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of("RALPH_DESK_HOME", dir.resolve("data").toString(),
                        "XDG_CONFIG_HOME", dir.resolve("config").toString())).run(List.of(words));
    }

    private String printed() {
        return out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void goalRoundsRunHeadlessOnlyWhenAskedAndCompleteThroughTheGate() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Files.writeString(workspace.resolve("check.sh"), "test -f done.txt\n");
        Path scenario = dir.resolve("goal.json");
        Files.writeString(scenario, """
                {"sequence": [
                  {"toolCalls": [{"name": "write_file", "arguments": {"path": "done.txt", "content": "yes"}}]},
                  {"toolCalls": [{"name": "shell", "arguments": {"command": "sh check.sh"}}]},
                  {"text": "Verified. <promise>DONE</promise>"},
                  {"text": "The goal is complete: done.txt exists."}
                ]}
                """);
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "/goal", "create", "done.txt"), printed());
        String session = out.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("session "))
                .findFirst().orElseThrow().split(" ")[1];
        assertTrue(!Files.exists(workspace.resolve("done.txt")), "without --goal no round may run headless");
        out.reset();
        assertEquals(0, run("chat", "--session", session, "--scenario", scenario.toString(), "--goal",
                "/goal"), printed());
        assertEquals("yes", Files.readString(workspace.resolve("done.txt")));
        assertTrue(printed().toLowerCase().contains("complete"), printed());
        out.reset();
        assertEquals(0, run("goal", "status", "--session", session), printed());
        assertTrue(printed().contains("Completed: certified by verifier passed — `sh check.sh` passed (exit 0)"),
                printed());
    }
}
