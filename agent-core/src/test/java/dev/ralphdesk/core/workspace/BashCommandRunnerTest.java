package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.sandbox.Sandbox;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.core.sandbox.ShellAccess;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import dev.ralphdesk.core.sandbox.ShellSetup;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BashCommandRunnerTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);

    @TempDir
    Path folder;
    private final BashCommandRunner runner = new BashCommandRunner();

    private CommandOutcome run(String command) {
        return runner.run(folder, command, MINUTE, CancellationToken.none());
    }

    @Test
    void reportsExitCodeAndMergedOutputFromTheFolder() throws IOException {
        Files.writeString(folder.resolve("here.txt"), "x");

        CommandOutcome outcome = run("ls; echo oops >&2; exit 3");

        assertEquals(new CommandOutcome(3, "here.txt\noops\n", "here.txt\noops\n", false, false), outcome);
    }

    /**
     * A turn's model request gone out prepares the sandbox: its probe starts then, not in the start-up — as
     * the first spare's start asks it what to run in (a probe not started yet: that spare is its trial).
     */
    @Test
    void preparingForTheNextCommandPreparesTheSandbox() throws Exception {
        CompletableFuture<String> asked = new CompletableFuture<>();
        Sandbox sandbox = new Sandbox() {
            @Override
            public List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access) {
                return command;
            }

            @Override
            public SandboxStatus status() {
                return new SandboxStatus(SandboxStatus.State.OFF, "no sandbox: test");
            }

            @Override
            public void prepare() {
                asked.complete("prepared");
            }

            @Override
            public Ahead ahead() {
                asked.complete("asked what a spare runs in");
                return Sandbox.super.ahead();
            }
        };
        ShellSetup shell = new ShellSetup(ShellEnvironment.standard(System::getenv), sandbox);
        try (BashCommandRunner preparing = new BashCommandRunner(shell, ProtectedPaths.WORKSPACE_ONLY)) {
            preparing.prepareNext(folder);
            assertEquals("asked what a spare runs in", asked.get(10, TimeUnit.SECONDS));
        }
    }

    /**
     * Making a thread costs 0.2–0.4 ms here: the threads that read a command's output and walk its
     * process tree (a command running long enough to be walked) serve the next commands too.
     */
    @Test
    void commandsReuseTheThreadsOfTheCommandsBefore() {
        assertEquals("0\n", run("sleep 0.05; echo 0").output());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long startedBefore = threads.getTotalStartedThreadCount();

        for (int i = 1; i <= 5; i++) {
            assertEquals(i + "\n", run("sleep 0.05; echo " + i).output());
        }

        // two new threads per command before; none now (one at most, should a thread still be on its way back)
        assertTrue(threads.getTotalStartedThreadCount() - startedBefore <= 2,
                "threads started: " + (threads.getTotalStartedThreadCount() - startedBefore));
    }

    @Test
    void standardInputIsClosed() {
        CommandOutcome outcome = runner.run(folder, "cat; echo after", Duration.ofSeconds(10), CancellationToken.none());

        assertEquals("after\n", outcome.output());
        assertFalse(outcome.timedOut());
    }

    @Test
    void longOutputKeepsHeadAndTailAndStatesTheFullSize() {
        CommandOutcome outcome = run("echo HEAD-START; yes line | head -n 30000; echo TAIL-END");

        String output = outcome.output();
        assertTrue(output.startsWith("HEAD-START\nline\n"));
        assertTrue(output.endsWith("line\nTAIL-END\n"));
        assertTrue(output.contains("\n[… 140,020 characters omitted; full output is 150,020 characters …]\n"), output);
        assertTrue(output.length() < 10_200, "inline output too long: " + output.length());
        assertEquals(150_020, outcome.totalChars());
        assertEquals(150_020, outcome.storedChars());
        assertEquals(30_000, outcome.fullOutput().lines().filter("line"::equals).count());
    }

    @Test
    void onlyTheStandardVariablesArePassedToTheCommand() {
        BashCommandRunner scrubbing = new BashCommandRunner(() -> Map.of(
                "PATH", System.getenv("PATH"),
                "LC_ALL", "C.UTF-8",
                "FOO_API_KEY", "key-value-1",
                "X_TOKEN", "token-value-2",
                "Y_SECRET", "secret-value-3",
                "lower_api_key", "key-value-4",
                "NORMAL_VAR", "not-passed-value-5"));

        String env = scrubbing.run(folder, "env", MINUTE, CancellationToken.none()).output();

        assertTrue(env.contains("LC_ALL=C.UTF-8\n"), env);
        for (String hidden : List.of("FOO_API_KEY", "X_TOKEN", "Y_SECRET", "lower_api_key", "NORMAL_VAR", "-value-")) {
            assertFalse(env.contains(hidden), () -> hidden + " leaked into: " + env);
        }
    }

    @Test
    void timeoutKillsTheWholeTree() throws Exception {
        long start = System.nanoTime();
        CompletableFuture<CommandOutcome> running = CompletableFuture.supplyAsync(
                () -> runner.run(folder, "sleep 30 & sleep 30; wait", Duration.ofMillis(700), CancellationToken.none()));
        List<ProcessHandle> started = ProcessProbe.sleeps(2);
        assertEquals(2, started.size(), "the sleeps did not start");

        CommandOutcome outcome = running.get(5, TimeUnit.SECONDS);

        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(elapsed < 1700, "took " + elapsed + " ms");
        assertTrue(outcome.timedOut());
        assertFalse(outcome.cancelled());
        assertEquals(-1, outcome.exitCode());
        assertAllDead(started);
    }

    @Test
    void cancelKillsASingleCommandWithinASecond() throws Exception {
        assertCancelKillsTree("sleep 30", 1);
    }

    @Test
    void cancelKillsGrandchildrenWithinASecond() throws Exception {
        assertCancelKillsTree("bash -c 'sleep 30 & sleep 30; wait'", 2);
    }

    private void assertCancelKillsTree(String command, int sleeps) throws Exception {
        CancellationToken cancel = new CancellationToken();
        CompletableFuture<CommandOutcome> running = CompletableFuture.supplyAsync(
                () -> runner.run(folder, command, MINUTE, cancel));
        List<ProcessHandle> started = ProcessProbe.sleeps(sleeps);
        assertEquals(sleeps, started.size(), "the sleeps did not start");
        Thread.sleep(200);

        long cancelledAt = System.nanoTime();
        cancel.cancel(CancelReason.PERSON);
        CommandOutcome outcome = running.get(1, TimeUnit.SECONDS);

        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - cancelledAt);
        assertTrue(elapsed < 1000, "took " + elapsed + " ms");
        assertTrue(outcome.cancelled());
        assertEquals(-1, outcome.exitCode());
        assertAllDead(started);
    }

    private static void assertAllDead(List<ProcessHandle> processes) {
        for (ProcessHandle process : processes) {
            assertFalse(ProcessTree.isRunning(process), "process " + process.pid() + " still runs");
        }
        // a killed orphan stays a zombie until init reaps it: give that a moment
        assertTrue(ProcessProbe.within(Duration.ofSeconds(10), () -> processes.stream().noneMatch(ProcessHandle::isAlive)),
                "killed processes were never reaped");
    }

    @Test
    void cancelledBeforeStartRunsNothing() {
        CancellationToken cancel = new CancellationToken();
        cancel.cancel(CancelReason.PERSON);

        CommandOutcome outcome = runner.run(folder, "touch marker", MINUTE, cancel);

        assertTrue(outcome.cancelled());
        assertFalse(Files.exists(folder.resolve("marker")));
    }

    @Test
    void backgroundProcessHoldingTheOutputDoesNotHangTheCallAndKeepsRunning() {
        long start = System.nanoTime();

        CommandOutcome outcome = run("sleep 30 & echo started $!");

        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        ProcessHandle background = ProcessHandle.of(Long.parseLong(outcome.output().lines().findFirst().orElseThrow()
                .substring("started ".length()))).orElseThrow();
        try {
            assertTrue(elapsed < 4000, "took " + elapsed + " ms");
            assertEquals(0, outcome.exitCode());
            // whether the JDK closed the pipe at exit or the grace period ran out depends on timing
            assertTrue(outcome.output().equals("started " + background.pid() + "\n")
                    || outcome.output().endsWith("\n" + BashCommandRunner.OUTPUT_HELD_OPEN), outcome.output());
            assertTrue(background.isAlive());
        } finally {
            background.destroyForcibly();
        }
    }

    @Test
    void backgroundProcessWithRedirectedOutputDoesNotDelayTheCall() {
        long start = System.nanoTime();

        CommandOutcome outcome = run("sleep 30 > /dev/null 2>&1 & echo $! > bg.pid; echo done");

        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        ProcessHandle.of(Long.parseLong(readPid())).ifPresent(ProcessHandle::destroyForcibly);
        assertEquals("done\n", outcome.output());
        assertTrue(elapsed < 1000, "took " + elapsed + " ms");
    }

    private String readPid() {
        try {
            return Files.readString(folder.resolve("bg.pid")).strip();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void missingFolderIsReportedAsAFailedRun() {
        CommandOutcome missing = runner.run(folder.resolve("gone"), "echo hi", MINUTE, CancellationToken.none());

        assertFalse(missing.passed());
        assertTrue(missing.output().startsWith("Could not start bash in "), missing.output());
    }
}
