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

/** The {@code ralph} sub-command through the app's dispatcher: shared model and data-folder options, SQLite. */
class RalphCliWiringTest {
    @TempDir
    Path dir;

    @Test
    void aTwoRoundRunCompletesAndCanBeShownAfterwards() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Files.writeString(workspace.resolve("check.sh"), "grep -q one step.txt\n");
        Path scenario = dir.resolve("ralph.json");
        Files.writeString(scenario, """
                {"sequence": [
                  {"toolCalls": [{"name": "write_file", "arguments": {"path": "step.txt", "content": "one"}}]},
                  {"toolCalls": [{"name": "submit_report", "arguments": {"status": "continue",
                      "summary": "wrote step.txt", "evidence": ["step.txt written"], "nextSteps": ["verify it"],
                      "blocker": null}}]},
                  {"text": "reported"},
                  {"toolCalls": [{"name": "shell", "arguments": {"command": "sh check.sh"}}]},
                  {"toolCalls": [{"name": "submit_report", "arguments": {"status": "complete",
                      "summary": "verified step.txt", "evidence": ["grep found one"], "nextSteps": [],
                      "blocker": null}}]},
                  {"text": "done"}
                ]}
                """);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Cli cli = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of("RALPH_DESK_HOME", dir.resolve("data").toString(),
                        "XDG_CONFIG_HOME", dir.resolve("config").toString()));
        int code = cli.run(List.of("ralph", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "--max-rounds", "3", "make step.txt say one"));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, printed + err.toString(StandardCharsets.UTF_8));
        assertTrue(printed.contains("wrote step.txt"), printed);
        assertTrue(printed.contains("verified step.txt"), printed);
        assertEquals("one", Files.readString(workspace.resolve("step.txt")));
        assertTrue(printed.contains("round 1/3 · continue · wrote step.txt"), printed);
        assertTrue(printed.contains("certified: verifier `sh check.sh` passed"), printed);
        String runId = printed.lines().filter(l -> l.startsWith("Ralph run ")).findFirst().orElseThrow()
                .split(" ")[2];
        out.reset();
        assertEquals(0, cli.run(List.of("sessions", "list")), err.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("Ralph: make step.txt say one"),
                out.toString(StandardCharsets.UTF_8));
        out.reset();
        assertEquals(0, cli.run(List.of("ralph", "show", runId)), err.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("verified step.txt"), out.toString(StandardCharsets.UTF_8));
    }
}
