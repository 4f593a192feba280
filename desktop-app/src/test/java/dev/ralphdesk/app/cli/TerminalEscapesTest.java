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

/**
 * The probe of "terminal escape sequences from files and model text reach the CLI raw": a screen
 * clear and an OSC window-title sequence in a file printed by a tool, in the model's text and in a
 * Ralph report never reach standard output raw — live, in {@code sessions show}, in the goal
 * status or in Ralph's round lines.
 */
class TerminalEscapesTest {
    /** Clear the screen, home the cursor, set the window title. */
    private static final String HOSTILE = "\u001b[2J\u001b[H\u001b]0;pwned\u0007";
    /** The same in a JSON string. */
    private static final String HOSTILE_JSON = "\\u001b[2J\\u001b[H\\u001b]0;pwned\\u0007";
    @TempDir
    Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private Path workspace;

    @BeforeEach
    void layOut() throws Exception {
        workspace = Files.createDirectory(dir.resolve("ws"));
        Files.writeString(workspace.resolve("banner.txt"), "before" + HOSTILE + "after\n");
    }

    private int run(String... words) {
        Cli cli = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of("RALPH_DESK_HOME", dir.resolve("data").toString(),
                        "XDG_CONFIG_HOME", dir.resolve("config").toString()));
        return cli.run(List.of(words));
    }

    private String printed() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private Path scenario(String json) throws Exception {
        Path file = dir.resolve("scenario.json");
        Files.writeString(file, json);
        return file;
    }

    private void assertNoEscapes(String printed) {
        assertFalse(printed.contains("\u001b"), "an ESC reached the terminal: " + printed);
        assertFalse(printed.contains("\u0007"), "a BEL reached the terminal: " + printed);
    }

    @Test
    void aToolsOutputAndTheModelsTextArePrintedWithoutTheirEscapesLiveAndInSessionsShow() throws Exception {
        Path scenario = scenario("""
                {"sequence": [
                  {"text": "Reading it.%s", "toolCalls": [{"name": "shell", "arguments": {"command": "cat banner.txt"}}]},
                  {"text": "It says%s before and after."}
                ]}
                """.formatted(HOSTILE_JSON, HOSTILE_JSON));

        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(), "read"),
                err.toString(StandardCharsets.UTF_8));
        String live = printed();
        assertNoEscapes(live);
        assertTrue(live.contains("  beforeafter"), live);
        assertTrue(live.contains("assistant: It says before and after."), live);

        String session = live.lines().filter(l -> l.startsWith("session ")).findFirst().orElseThrow().split(" ")[1];
        out.reset();
        assertEquals(0, run("sessions", "show", session));
        assertNoEscapes(printed());
        assertTrue(printed().contains("beforeafter"), printed());
    }

    @Test
    void theGoalStatusIsPrintedWithoutEscapes() throws Exception {
        Path scenario = scenario("{\"fallback\": {\"text\": \"ok\"}}");
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(), "hi"));
        String session = printed().lines().filter(l -> l.startsWith("session ")).findFirst().orElseThrow()
                .split(" ")[1];
        out.reset();

        assertEquals(0, run("goal", "create", "--session", session, "tidy up" + HOSTILE + " the notes"));
        assertNoEscapes(printed());
        assertTrue(printed().contains("tidy up the notes"), printed());
    }

    @Test
    void ralphRoundLinesArePrintedWithoutEscapes() throws Exception {
        Path scenario = scenario("""
                {"sequence": [
                  {"toolCalls": [{"name": "submit_report", "arguments": {"status": "blocked",
                      "summary": "read banner.txt%s", "evidence": [], "nextSteps": [], "blocker": "needs%s a person"}}]},
                  {"text": "done"}
                ]}
                """.formatted(HOSTILE_JSON, HOSTILE_JSON));

        assertEquals(4, run("ralph", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "read the banner"));
        assertNoEscapes(printed());
        assertTrue(printed().contains("blocked · read banner.txt"), printed());
    }
}
