package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.DecodedEvent;
import dev.ralphdesk.core.session.LoggedEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16 item 4: {@code sessions export} of real sessions (scripted model, real SQLite, real tools):
 * Markdown from the transcript fold with goal rounds and Ralph rounds, JSON that round-trips to the
 * log, errors with the table's codes and nothing partial left behind.
 */
class ExportCliTest {
    @TempDir
    Path dir;

    private CliRun cli() {
        return new CliRun(dir);
    }

    private String goalSession(CliRun cli) throws Exception {
        return Scenarios.goalChat(cli, dir, Files.createDirectories(dir.resolve("ws")),
                "{\"toolCalls\": [{\"name\": \"shell\", \"arguments\": {\"command\": \"seq 1 2000\"}}]},");
    }

    @Test
    void markdownOfAGoalSessionShowsRoundsToolCallsAndCutOutputs() throws Exception {
        CliRun cli = cli();
        String session = goalSession(cli);
        assertEquals(0, cli.run("sessions", "export", session.substring(0, 8)), cli.err());
        String md = cli.out();
        assertTrue(md.startsWith("# "), md);
        assertTrue(md.contains("- Session: `" + session + "` (chat)"), md);
        assertTrue(md.contains("## Goal round 1"), md);
        assertTrue(md.contains("**Tool call `write_file`**"), md);
        assertTrue(md.contains("\"path\":\"done.txt\""), md);
        assertTrue(md.contains("**Tool call `shell`**"), md);
        assertTrue(md.contains("Result (ok, exit 0):"), md);
        assertTrue(md.contains("(output cut: 4,000 of its 8,905 characters shown)"), md);
        assertFalse(md.contains("\n1999\n"), "the output is cut in the export");
        assertTrue(md.contains("The goal is complete: done.txt exists."), md);
        assertTrue(md.contains("*— turn completed after"), md);
    }

    @Test
    void jsonExportRoundTripsToTheLog() throws Exception {
        CliRun cli = cli();
        String session = goalSession(cli);
        Path file = dir.resolve("out/session.json");
        Files.createDirectories(file.getParent());
        assertEquals(0, cli.run("sessions", "export", session, "--format", "json", "--output", file.toString()),
                cli.err());
        assertTrue(cli.out().contains("Exported " + session + " as json to " + file), cli.out());
        JsonNode root = Json.mapper().readTree(Files.readString(file));
        assertEquals("ralph-desk-session", root.get("format").asText());
        assertEquals(1, root.get("version").asInt());
        assertEquals(session, root.get("session").get("id").asText());
        List<LoggedEvent> exported = StoredLog.read(dir.resolve("data"), session, (catalog, logged) -> {
            List<LoggedEvent> decoded = new ArrayList<>();
            for (JsonNode event : root.get("events")) {
                String type = event.get("type").asText();
                DecodedEvent known = catalog.decode(type, catalog.find(type).orElseThrow().version(),
                        event.get("data").toString());
                decoded.add(new LoggedEvent(event.get("seq").asLong(), Instant.parse(event.get("time").asText()),
                        ((DecodedEvent.Known) known).event()));
            }
            return decoded;
        });
        List<LoggedEvent> logged = StoredLog.events(dir.resolve("data"), session);
        assertTrue(logged.stream().anyMatch(e -> e.event().type().equals("goal/change")));
        assertEquals(logged, exported);
    }

    @Test
    void markdownOfARalphRunListsEveryRound() throws Exception {
        CliRun cli = cli();
        String parent = Scenarios.ralphRun(cli, dir, Files.createDirectory(dir.resolve("ws")));
        assertEquals(0, cli.run("sessions", "export", parent), cli.err());
        String md = cli.out();
        assertTrue(md.contains("## Ralph run `"), md);
        assertTrue(md.contains("— complete · 2 / 3 rounds"), md);
        assertTrue(md.contains("> make step.txt say one"), md);
        assertTrue(md.contains("- round 1/3 · continue · wrote step.txt"), md);
        assertTrue(md.contains("- round 2/3 · complete · verified step.txt"), md);
    }

    @Test
    void anUnknownIdIsBadArguments() {
        CliRun cli = cli();
        assertEquals(2, cli.run("sessions", "export", "feedbeef"));
        assertTrue(cli.err().contains("no session matches 'feedbeef'"), cli.err());
        assertEquals(2, cli.run("sessions", "export", "feedbeef", "--format", "pdf"));
        assertTrue(cli.err().contains("unknown export format 'pdf' (use md or json)"), cli.err());
    }

    @Test
    void anUnwritableOutputIsAClearErrorAndLeavesNothingBehind() throws Exception {
        CliRun cli = cli();
        String session = goalSession(cli);
        Path blocker = Files.writeString(dir.resolve("plain-file"), "not a folder");
        assertEquals(3, cli.run("sessions", "export", session, "-o", blocker.resolve("out.md").toString()));
        assertTrue(cli.err().contains("error: cannot write " + blocker.resolve("out.md") + ": the folder " + blocker
                + " does not exist"), cli.err());
        Path folder = Files.createDirectory(dir.resolve("exports"));
        assertEquals(3, cli.run("sessions", "export", session, "-o", folder.toString()));
        assertTrue(cli.err().contains("it is a folder; name a file in it"), cli.err());
        assertEquals(3, cli.run("sessions", "export", session, "-o", "/proc/ralph-desk-export.md"));
        assertTrue(cli.err().contains("error: cannot write /proc/ralph-desk-export.md: "), cli.err());
        assertFalse(cli.err().contains("Exception"), cli.err());
        try (Stream<Path> left = Files.list(folder)) {
            assertEquals(List.of(), left.toList());
        }
        assertEquals(List.of("plain-file"), Stream.of(dir.toFile().list()).filter(n -> n.startsWith("plain") || n
                .contains(".tmp")).toList());
    }
}
