package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.cli.OpenAiScript;
import dev.ralphdesk.core.model.http.WireServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a sandboxed headless command leaves when it ends, through {@code ./ralph-desk} on the built tree:
 * no process of ours — the spare sandbox started for the next {@code shell} step (bubblewrap holding
 * a bash that waits for its command) ends with the command, whether the command ends normally or is
 * killed ({@code kill -9}: bubblewrap's {@code --die-with-parent}) — and the command's output and exit
 * code whole.
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
}
