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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A chat's own approval mode headless, on the real stack (real SQLite, real file tools, scripted
 * model): {@code chat --session ID} works under the mode the session's log chose, an explicit
 * {@code --approve} wins for that run without changing the log, and {@code sessions show} says it.
 */
class ApprovalModeCliTest {
    @TempDir
    Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... words) {
        out.reset();
        err.reset();
        Cli cli = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of("XDG_CONFIG_HOME", dir.resolve("config").toString(), "RALPH_DESK_HOME",
                        dir.resolve("data").toString()));
        return cli.run(List.of(words));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private Path writing(String name) throws Exception {
        Path scenario = dir.resolve(name + ".json");
        Files.writeString(scenario, "{\"sequence\": [{\"toolCalls\": [{\"name\": \"write_file\", \"arguments\": "
                + "{\"path\": \"" + name + ".txt\", \"content\": \"x\"}}]}, {\"text\": \"ok\"}]}");
        return scenario;
    }

    /** A chat in {@code workspace} whose first input was {@code /approve read-only}; its id. */
    private String readOnlyChat(Path workspace) throws Exception {
        Path quiet = dir.resolve("quiet.json");
        Files.writeString(quiet, "{\"fallback\": {\"text\": \"noted\"}}");
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", quiet.toString(),
                "/approve read-only"));
        assertTrue(out().contains("Approval mode: read-only (chosen for this chat)"), out());
        return out().lines().filter(l -> l.startsWith("session ")).findFirst().orElseThrow().split(" ")[1];
    }

    @Test
    void theSessionsLoggedModeRulesUnlessApproveIsGivenWhichLeavesTheLogAlone() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        String id = readOnlyChat(workspace);

        assertEquals(0, run("chat", "--session", id, "--scenario", writing("logged").toString(), "write"));
        assertFalse(Files.exists(workspace.resolve("logged.txt")), "the logged read-only wins over the auto default: "
                + out());
        assertTrue(out().contains("Refused: approval mode read-only allows no file writes"), out());

        assertEquals(0, run("chat", "--session", id, "--approve", "auto", "--scenario", writing("flag").toString(),
                "write"));
        assertTrue(Files.exists(workspace.resolve("flag.txt")), "an explicit --approve wins: " + out());

        assertEquals(0, run("sessions", "show", id));
        assertTrue(out().contains("approval mode read-only (chosen for this chat; --approve overrides it)"), out());
        assertEquals(1, out().lines().filter(l -> l.contains("Approval mode: read-only for this chat")).count(),
                "one record, shown as its notice; --approve logged nothing: " + out());
    }

    @Test
    void aForkKeepsTheModeOfTheSessionItWasForkedFrom() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        String id = readOnlyChat(workspace);
        assertEquals(0, run("sessions", "show", id));
        String records = out().lines().findFirst().orElseThrow().replaceAll(".* (\\d+) records.*", "$1");

        assertEquals(0, run("sessions", "fork", id, "--at", records));
        String fork = out().strip().replaceAll(".* into (\\S+) .*", "$1");
        assertEquals(0, run("chat", "--session", fork, "--scenario", writing("forked").toString(), "write"));

        assertFalse(Files.exists(workspace.resolve("forked.txt")), "the fork kept read-only: " + out());
        assertEquals(0, run("sessions", "show", fork));
        assertTrue(out().contains("approval mode read-only (chosen for this chat; --approve overrides it)"), out());
    }
}
