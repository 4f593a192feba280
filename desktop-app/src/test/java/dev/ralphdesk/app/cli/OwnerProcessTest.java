package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.http.WireServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two processes on one data folder, as a person has them: a headless run in a child JVM owns the folder
 * (its lock and its control socket), and the commands of this one read the log beside it, follow it,
 * and steer it — pause its goal, cancel its Ralph run — through the owner. Ctrl+C stops the owner's
 * work, recorded, and ends it with 130.
 */
class OwnerProcessTest {
    private static final Duration START = Duration.ofSeconds(90);
    private static final Duration END = Duration.ofSeconds(60);
    @TempDir
    Path dir;
    private Path workspace;

    /** What an in-process command printed and how it ended. */
    private record Ran(int exit, String out, String err) {
        @Override
        public String toString() {
            return "exit " + exit + "\n" + out + "--- stderr ---\n" + err;
        }
    }

    @BeforeEach
    void layOut() throws IOException {
        workspace = Files.createDirectories(dir.resolve("ws"));
    }

    private Map<String, String> env() {
        Map<String, String> env = new HashMap<>();
        env.put("HOME", dir.resolve("home").toString());
        env.put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        env.put("XDG_STATE_HOME", dir.resolve("state").toString());
        env.put("RALPH_DESK_HOME", dir.resolve("data").toString());
        env.put("MY_KEY", "sk-test");
        return env;
    }

    private void model(WireServer server) throws IOException {
        Files.createDirectories(dir.resolve("config/ralph-desk"));
        Files.writeString(dir.resolve("config/ralph-desk/settings.json"), "{\"provider\": \"custom\", \"baseUrl\": \""
                + server.base() + "/v1\", \"model\": \"m\", \"apiKey\": {\"source\": \"env\", \"variable\": \"MY_KEY\"}}");
    }

    /** A command of this process (a second Ralph Desk beside the owner). */
    private Ran run(String... words) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true,
                StandardCharsets.UTF_8), env()).run(List.of(words));
        return new Ran(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private CliChild goalOwner() throws IOException {
        return CliChild.start(env(), List.of("chat", "--workspace", workspace.toString(), "--goal",
                "/goal finish the notes"));
    }

    private static String session(CliChild owner) throws InterruptedException {
        return owner.awaitLine(line -> line.startsWith("session "), START).split(" ")[1];
    }

    @Test
    void aHeadlessGoalIsReadFollowedAndPausedFromAnotherProcess() throws Exception {
        try (WireServer server = new WireServer()) {
            model(server);
            server.enqueue(OpenAiScript.stalling("Working on the notes"));
            String session;
            try (CliChild owner = goalOwner()) {
                session = session(owner);
                assertTrue(server.awaitStall(START.toSeconds(), TimeUnit.SECONDS), owner.output());

                Ran list = run("sessions", "list");
                assertEquals(0, list.exit(), list.toString());
                assertTrue(list.out().lines().anyMatch(line -> line.startsWith(session) && line.contains("running")),
                        "read beside the owner, which holds the folder: " + list);
                Ran status = run("goal", "status", "--session", session);
                assertEquals(0, status.exit(), status.toString());
                assertTrue(status.out().contains("finish the notes") && status.out().contains("active"),
                        status.toString());
                CompletableFuture<Ran> follow = CompletableFuture.supplyAsync(() -> run("sessions", "follow", session));

                Ran pause = run("goal", "pause", "--session", session);

                assertEquals(0, pause.exit(), pause.toString());
                assertTrue(pause.out().contains("paused"), pause.toString());
                assertTrue(server.awaitClientClose(1, TimeUnit.SECONDS), "the round's model stream ends at once");
                assertEquals(6, owner.awaitExit(END), "the goal is left paused: " + owner.output());
                Ran followed = follow.get(END.toSeconds(), TimeUnit.SECONDS);
                assertEquals(0, followed.exit(), followed.toString());
                assertTrue(followed.out().contains("[goal round 1 / "), followed.toString());
                assertTrue(followed.out().contains("assistant: Working on the notes"), followed.toString());
                assertTrue(followed.out().contains("[turn cancelled after 1 step: the goal was paused]"),
                        followed.toString());
            }
            assertEquals(1, server.requests().size(), "no round started after the pause");
            Ran show = run("sessions", "show", session);
            assertTrue(show.out().contains("assistant: Working on the notes (cut off)"), show.toString());
            assertTrue(show.out().contains("— turn cancelled after 1 step: the goal was paused"), show.toString());
            Ran status = run("goal", "status", "--session", session);
            assertTrue(status.out().contains("paused"), status.toString());
        }
    }

    @Test
    void ctrlCStopsAHeadlessGoalRecordedAndEndsWith130() throws Exception {
        try (WireServer server = new WireServer()) {
            model(server);
            server.enqueue(OpenAiScript.stalling("Halfway there\n"));
            String session;
            try (CliChild owner = goalOwner()) {
                session = session(owner);
                owner.awaitLine(line -> line.equals("assistant: Halfway there"), START);

                owner.signal("INT");

                assertTrue(server.awaitClientClose(1, TimeUnit.SECONDS), "the model stream ends at once");
                assertEquals(130, owner.awaitExit(END), owner.output());
                assertTrue(owner.output().contains("[turn cancelled after 1 step: interrupted (Ctrl+C or a stop "
                        + "signal)]"), owner.output());
            }
            assertFalse(Files.exists(dir.resolve("data/ralph-desk.sock")), "the owner removed its socket");
            Ran show = run("sessions", "show", session);
            assertTrue(show.out().contains("assistant: Halfway there (cut off)"), show.toString());
            assertTrue(show.out().contains("— turn cancelled after 1 step: interrupted"), show.toString());
            assertTrue(show.out().contains("[goal] Goal paused: interrupted."), show.toString());
            assertEquals(1, server.requests().size(), "no round started after the signal");
        }
    }

    @Test
    void aRalphRunIsFollowedRoundByRoundShownAndCancelledFromAnotherProcess() throws Exception {
        Path scenario = Files.writeString(dir.resolve("ralph.json"), """
                {"sequence": [
                  {"toolCalls": [{"name": "shell", "arguments": {"command": "while [ ! -f gate-1 ]; do sleep 0.05; done"}}]},
                  {"toolCalls": [{"name": "submit_report", "arguments": {"status": "continue",
                      "summary": "round one done", "evidence": ["gate-1 opened"], "nextSteps": ["go on"],
                      "blocker": null}}]},
                  {"text": "reported"},
                  {"toolCalls": [{"name": "shell", "arguments": {"command": "while [ ! -f gate-2 ]; do sleep 0.05; done"}}]},
                  {"toolCalls": [{"name": "submit_report", "arguments": {"status": "continue",
                      "summary": "round two done", "evidence": ["gate-2 opened"], "nextSteps": ["go on"],
                      "blocker": null}}]},
                  {"text": "reported"},
                  {"toolCalls": [{"name": "shell", "arguments": {"command": "while [ ! -f gate-3 ]; do sleep 0.05; done"}}]},
                  {"text": "never"}
                ]}
                """);
        String runId;
        try (CliChild owner = CliChild.start(env(), List.of("ralph", "--workspace", workspace.toString(),
                "--scenario", scenario.toString(), "--max-rounds", "5", "count the gates"))) {
            String[] started = owner.awaitLine(line -> line.startsWith("Ralph run "), START).split(" ");
            runId = started[2];
            String session = started[5];
            ByteArrayOutputStream followed = new ByteArrayOutputStream();
            CompletableFuture<Integer> follow = CompletableFuture.supplyAsync(() -> new Cli(new PrintStream(followed,
                    true, StandardCharsets.UTF_8), System.err, env()).run(List.of("sessions", "follow", session)));
            awaitPrinted(followed, "running · 0 / 5 rounds");

            Files.writeString(workspace.resolve("gate-1"), "");
            awaitPrinted(followed, "round 1/5 · continue · round one done");
            assertFalse(printed(followed).contains("round two done"), "printed as it happens, round by round");
            Ran shown = run("ralph", "show", runId);
            assertEquals(0, shown.exit(), shown.toString());
            assertTrue(shown.out().contains("round 1/5 · continue · round one done"), shown.toString());
            Files.writeString(workspace.resolve("gate-2"), "");
            awaitPrinted(followed, "round 2/5 · continue · round two done");

            Ran cancel = run("ralph", "cancel", runId);

            assertEquals(0, cancel.exit(), cancel.toString());
            assertEquals(6, owner.awaitExit(END), owner.output());
            assertEquals(0, follow.get(END.toSeconds(), TimeUnit.SECONDS), printed(followed));
            assertTrue(printed(followed).contains("] cancelled · 3 / 5 rounds"), printed(followed));
            assertTrue(owner.output().contains("cancelled"), owner.output());
        }
        Ran after = run("ralph", "show", runId);
        assertTrue(after.out().contains("cancelled"), after.toString());
    }

    @Test
    void ctrlCCancelsAHeadlessRalphRunRecordedAndEndsWith130() throws Exception {
        Path scenario = Files.writeString(dir.resolve("ralph.json"), """
                {"sequence": [
                  {"toolCalls": [{"name": "shell", "arguments": {"command": "touch started; while true; do sleep 0.05; done"}}]},
                  {"text": "never"}
                ]}
                """);
        String runId;
        try (CliChild owner = CliChild.start(env(), List.of("ralph", "--workspace", workspace.toString(),
                "--scenario", scenario.toString(), "--max-rounds", "5", "wait forever"))) {
            runId = owner.awaitLine(line -> line.startsWith("Ralph run "), START).split(" ")[2];
            awaitFile(workspace.resolve("started"));

            owner.signal("INT");

            assertEquals(130, owner.awaitExit(END), owner.output());
        }
        Ran shown = run("ralph", "show", runId);
        assertTrue(shown.out().contains("cancelled"), shown.toString());
        assertFalse(shown.out().contains("interrupted: nothing runs until you resume it"), shown.toString());
    }

    private static void awaitFile(Path file) throws InterruptedException {
        long deadline = System.nanoTime() + START.toNanos();
        while (!Files.exists(file)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("never made: " + file);
            }
            Thread.sleep(20);
        }
    }

    private static String printed(ByteArrayOutputStream out) {
        return out.toString(StandardCharsets.UTF_8);
    }

    private static void awaitPrinted(ByteArrayOutputStream out, String text) throws InterruptedException {
        long deadline = System.nanoTime() + START.toNanos();
        while (!printed(out).contains(text)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("never printed: " + text + "\n" + printed(out));
            }
            Thread.sleep(20);
        }
    }
}
