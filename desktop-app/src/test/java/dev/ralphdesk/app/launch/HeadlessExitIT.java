package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.app.cli.OpenAiScript;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.http.WireServer;
import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.persistence.location.DataFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a sandboxed headless command leaves when it ends, through {@code ./ralph-desk} on the built tree:
 * no process of ours — the spare sandbox started for the next {@code shell} step (bubblewrap holding
 * a bash that waits for its command) ends with the command, whether the command ends normally or is
 * killed ({@code kill -9}: bubblewrap's {@code --die-with-parent}) — and the command's output and exit
 * code whole; and its session log: the command leaves the write-ahead log unfolded (it is synced), and
 * a reader open meanwhile and the next opening see every record and the session's checkpoint.
 */
class HeadlessExitIT {
    private static final long WAIT_SECONDS = 30;
    @TempDir
    Path dir;

    private Map<String, String> env() {
        return Map.of("HOME", dir.resolve("home").toString(), "RALPH_DESK_HOME", dir.resolve("data").toString(),
                "XDG_CONFIG_HOME", dir.resolve("config").toString(), "XDG_CACHE_HOME", dir.resolve("cache").toString(),
                "OPENAI_API_KEY", "sk-exit");
    }

    private static List<String> chat(WireServer model, Path workspace) {
        return List.of(AppLayout.launcher().toString(), "chat", "--workspace", workspace.toString(), "--provider",
                "openai", "--base-url", model.base() + "/v1", "--model", "mock", "--approve", "auto", "run the steps");
    }

    /** The bubblewrap processes whose command line names {@code workspace} (a spare's or a command's). */
    private static List<ProcessHandle> sandboxesIn(Path workspace) {
        return ProcessHandle.allProcesses().filter(process -> process.info().command().orElse("").endsWith("/bwrap"))
                .filter(process -> List.of(process.info().arguments().orElse(new String[0]))
                        .contains(workspace.toString()))
                .toList();
    }

    /** Waits until a sandbox in {@code workspace} runs (one is started in the background); false if none did. */
    private static boolean sandboxStarts(Path workspace) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (sandboxesIn(workspace).isEmpty()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(5); // polls the process table for a state, not for time to pass
        }
        return true;
    }

    /**
     * The sandboxes in {@code workspace} still running once every one seen has ended (bubblewrap's inner
     * process, process 1 of the sandbox, ends just after the outer one): none, as no more are started.
     */
    private static List<ProcessHandle> leftAfterTheirEnd(Path workspace) throws Exception {
        for (ProcessHandle sandbox : sandboxesIn(workspace)) {
            sandbox.onExit().get(WAIT_SECONDS, TimeUnit.SECONDS);
        }
        return sandboxesIn(workspace);
    }

    @Test
    void aSandboxedTurnEndsWithNoSandboxLeftAndItsOutputAndCodeWhole() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        LauncherRun run;
        try (WireServer model = new WireServer()) {
            model.enqueue(OpenAiScript.shell("c1", "echo step 1"), OpenAiScript.shell("c2", "echo step 2"),
                    OpenAiScript.text("All steps done."));
            run = LauncherRun.of(dir, env(), chat(model, workspace));
        }

        assertEquals(0, run.exitCode(), run.toString());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(lines.size() - 1).startsWith("[turn usage: "), run.toString());
        assertTrue(run.out().contains("step 2") && run.out().contains("All steps done."), run.toString());
        assertEquals(List.of(), leftAfterTheirEnd(workspace));
    }

    @Test
    void aSpareSandboxEndsWithTheCommandKilledOutright() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        try (WireServer model = new WireServer()) {
            model.enqueue(OpenAiScript.shell("c1", "echo step 1"), OpenAiScript.stalling("thinking"));
            ProcessBuilder builder = new ProcessBuilder(chat(model, workspace)).directory(dir.toFile())
                    .redirectOutput(dir.resolve("out.txt").toFile()).redirectErrorStream(true);
            builder.environment().putAll(env());
            Process command = builder.start(); // the launcher execs java: this is the JVM
            try {
                assertTrue(model.awaitStall(WAIT_SECONDS, TimeUnit.SECONDS), "the second answer was asked for");
                assertTrue(sandboxStarts(workspace), "a spare sandbox was started");

                command.destroyForcibly(); // SIGKILL: no shutdown hook, no close

                assertEquals(137, command.waitFor());
            } finally {
                command.destroyForcibly();
            }
            assertEquals(List.of(), leftAfterTheirEnd(workspace));
        }
    }

    /** The id of the session a {@code chat} command started, from its first line. */
    private static SessionId sessionOf(LauncherRun run) {
        String first = run.out().lines().findFirst().orElse("");
        assertTrue(first.startsWith("session "), run.toString());
        return new SessionId(first.split(" ")[1]);
    }

    private AppServices app(Function<EventCatalog, SessionStore> stores) {
        return Composition.compose(DemoModel.deferred(), stores, HarnessOptions.defaults(), new EventBus());
    }

    @Test
    void aCommandLeavesItsSyncedLogUnfoldedAndTheNextOpeningAndAReaderSeeEveryRecord() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        DataFolder data = new DataFolder(dir.resolve("data"), "test");
        LauncherRun first;
        LauncherRun second;
        try (WireServer model = new WireServer()) {
            model.enqueue(OpenAiScript.text("First done."), OpenAiScript.text("Second done."));
            first = LauncherRun.of(dir, env(), chat(model, workspace));
            assertEquals(0, first.exitCode(), first.toString());
            Path log = data.path().resolve(DataFolder.DATABASE_FILE + "-wal");
            assertTrue(Files.exists(log) && Files.size(log) > 0, "the write-ahead log was folded at the exit");
            try (AppServices reader = app(Composition.sqliteReader(data))) {
                assertEquals("turn/finished", last(reader.store().open(sessionOf(first)).events()).event().type());
                second = LauncherRun.of(dir, env(), chat(model, workspace)); // while the reader is open
                assertEquals(0, second.exitCode(), second.toString());
                assertEquals("turn/finished", last(reader.store().open(sessionOf(second)).events()).event().type());
            }
        }
        try (AppServices next = app(Composition.sqlite(data))) {
            for (LauncherRun run : List.of(first, second)) {
                SessionId id = sessionOf(run);
                SessionInfo info = next.store().info(id).orElseThrow();
                List<LoggedEvent> events = next.store().open(id).events();
                assertEquals(List.of("session/created", "turn/started", "user/message", "assistant/message",
                        "model/usage", "turn/finished"), events.stream().map(e -> e.event().type()).toList());
                assertEquals(info.lastSeq(), next.store().checkpoint(id).map(Checkpoint::seq).orElse(0L),
                        "the checkpoint saved at the command's end");
            }
        }
    }

    private static LoggedEvent last(List<LoggedEvent> events) {
        return events.get(events.size() - 1);
    }
}
