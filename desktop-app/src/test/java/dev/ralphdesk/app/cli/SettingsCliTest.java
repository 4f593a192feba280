package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The caps in settings.json apply headless as in the window: goal rounds and Ralph rounds stop at them. */
class SettingsCliTest {
    @TempDir
    Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private Path workspace;

    @BeforeEach
    void settingsWithSmallCaps() throws Exception {
        Path config = Files.createDirectories(dir.resolve("config/ralph-desk"));
        Files.writeString(config.resolve("settings.json"), "{\"caps\": {\"maxGoalRounds\": 3, \"maxRalphRounds\": 2}}");
        workspace = Files.createDirectories(dir.resolve("ws"));
    }

    private int run(String... words) {
        out.reset();
        err.reset();
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true,
                StandardCharsets.UTF_8), Map.of("RALPH_DESK_HOME", dir.resolve("data").toString(), "XDG_CONFIG_HOME",
                dir.resolve("config").toString())).run(List.of(words));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aGoalStopsAtTheRoundCapOfTheSettings() throws Exception {
        StringBuilder rounds = new StringBuilder();
        for (int round = 1; round <= 5; round++) {
            rounds.append(round == 1 ? "" : ",").append("{\"toolCalls\": [{\"name\": \"write_file\", \"arguments\": ")
                    .append("{\"path\": \"notes/").append(round).append(".md\", \"content\": \"step\"}}]},")
                    .append("{\"text\": \"round ").append(round).append(" made progress\"}");
        }
        Path scenario = Files.writeString(dir.resolve("busy.json"), "{\"sequence\": [" + rounds + "]}");
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "/goal tidy the notes"), err.toString(StandardCharsets.UTF_8));
        String session = out().lines().findFirst().orElseThrow().split(" ")[1];
        assertTrue(out().contains("Rounds: 0 / 3"), out());

        assertEquals(5, run("chat", "--session", session, "--scenario", scenario.toString(), "--goal", "/goal"));
        assertTrue(out().contains("round 3/3 completed") && out().contains("blocked (round-limit)"), out());
        assertFalse(out().contains("round 4"), out());
    }

    @Test
    void aRalphRunStopsAtTheRoundCapOfTheSettings() throws Exception {
        Path scenario = Files.writeString(dir.resolve("ralph.json"), """
                {"fallback": {"toolCalls": [{"name": "submit_report", "arguments": {"status": "continue",
                    "summary": "more to do", "evidence": [], "nextSteps": ["go on"], "blocker": null}}]}}
                """);
        assertEquals(5, run("ralph", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "keep going"), out() + err.toString(StandardCharsets.UTF_8));
        assertTrue(out().contains("round 2/2 · continue") && out().contains("budget-limited after 2 rounds"), out());
        assertEquals(2, run("ralph", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "--max-rounds", "3", "keep going"), "the settings cap is also the most a run may ask for");
    }
}
