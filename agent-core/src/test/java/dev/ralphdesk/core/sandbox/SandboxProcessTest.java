package dev.ralphdesk.core.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.CommandOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Processes in the sandbox: cancelling still kills the whole tree at once, and a process left in
 * the background ends with the command (the sandbox's process namespace ends), so nothing the
 * agent started keeps running unseen.
 */
class SandboxProcessTest {
    private SandboxFolders folders;

    @BeforeEach
    void layOut() throws Exception {
        folders = new SandboxFolders();
    }

    @AfterEach
    void clean() throws IOException {
        folders.close();
    }

    /** The live processes whose command line holds {@code marker}. */
    private static List<ProcessHandle> running(String marker) {
        return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().commandLine().map(line -> line.contains(marker)).orElse(false)).toList();
    }

    /** Waits until no live process holds {@code marker}; false if some still does after {@code within}. */
    private static boolean gone(String marker, Duration within) throws InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        while (System.nanoTime() < deadline) {
            if (running(marker).isEmpty()) {
                return true;
            }
            Thread.sleep(20);
        }
        return running(marker).isEmpty();
    }

    @Test
    void cancellingKillsTheWholeTreeInsideTheSandbox() throws Exception {
        assertCancellingKills(folders.runner(false), "sleep 41.37 & sleep 42.91", "41.37", "42.91");
    }

    /** The same in the sandbox started ahead for a runner's next command ({@code SpareShell}). */
    @Test
    void cancellingKillsTheWholeTreeInASpareSandbox() throws Exception {
        assertCancellingKills(warmRunner(), "sleep 41.53 & sleep 42.67", "41.53", "42.67");
    }

    /** Nothing is tracked while a sandboxed command runs: an orphan is still reached through the namespace. */
    @Test
    void cancellingKillsAnOrphanInsideTheSandbox() throws Exception {
        assertCancellingKills(folders.runner(false), "(sleep 44.19 > /dev/null 2>&1 &); sleep 45.37", "44.19", "45.37");
    }

    /** Runs {@code command} until its {@code background} and {@code foreground} sleeps run; cancels; both end. */
    private void assertCancellingKills(BashCommandRunner runner, String command, String background, String foreground)
            throws Exception {
        CancellationToken cancel = new CancellationToken();
        CompletableFuture<CommandOutcome> outcome = CompletableFuture.supplyAsync(() -> runner
                .run(folders.workspace, command, Duration.ofMinutes(1), cancel));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (running(foreground).isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertFalse(running(background).isEmpty(), "the background sleep started");

        cancel.cancel(CancelReason.PERSON);

        assertTrue(outcome.get(5, TimeUnit.SECONDS).cancelled());
        assertTrue(gone(background, Duration.ofSeconds(5)) && gone(foreground, Duration.ofSeconds(5)),
                () -> "left running: " + running(background) + running(foreground));
    }

    /**
     * A spare started with a turn's first request that its first command does not take (one that may write
     * to {@code .git}) ends with the runner: no sandbox of the workspace is left running.
     */
    @Test
    void aSpareTheFirstCommandDoesNotTakeEndsWithTheRunner() throws Exception {
        BashCommandRunner runner = folders.runner(false);
        runner.prepareNext(folders.workspace);

        CommandOutcome outcome = runner.run(folders.workspace, "echo 48.21", Duration.ofMinutes(1),
                CancellationToken.none(), ShellAccess.PROTECTED_WRITABLE);
        runner.close();

        assertEquals("48.21\n", outcome.output());
        String workspace = folders.workspace.toString();
        assertTrue(gone(workspace, Duration.ofSeconds(5)), () -> "left running: " + running(workspace));
    }

    @Test
    void aBackgroundProcessEndsWithTheCommand() throws Exception {
        assertBackgroundEnds(folders.runner(false), "43.73");
    }

    @Test
    void aBackgroundProcessEndsWithTheCommandInASpareSandbox() throws Exception {
        assertBackgroundEnds(warmRunner(), "43.59");
    }

    @Test
    void aTimeoutKillsTheWholeTreeInASpareSandbox() throws Exception {
        CommandOutcome outcome = warmRunner().run(folders.workspace, "sleep 46.83 & sleep 47.29",
                Duration.ofMillis(500), CancellationToken.none());

        assertTrue(outcome.timedOut());
        assertTrue(gone("46.83", Duration.ofSeconds(5)) && gone("47.29", Duration.ofSeconds(5)),
                () -> "left running: " + running("46.83") + running("47.29"));
    }

    private void assertBackgroundEnds(BashCommandRunner runner, String marker) throws Exception {
        CommandOutcome outcome = runner.run(folders.workspace, "(sleep " + marker + "; touch late.txt) > /dev/null "
                + "2>&1 & echo started", Duration.ofMinutes(1), CancellationToken.none());

        assertEquals("started\n", outcome.output());
        assertTrue(gone(marker, Duration.ofSeconds(5)), () -> "left running: " + running(marker));
        assertFalse(Files.exists(folders.workspace.resolve("late.txt")));
    }

    /** A runner that has run a command and moved on: its next command runs in the sandbox started then. */
    private BashCommandRunner warmRunner() {
        BashCommandRunner runner = folders.runner(false);
        CommandOutcome first = runner.run(folders.workspace, "true", Duration.ofMinutes(1), CancellationToken.none());
        assertEquals(0, first.exitCode());
        runner.prepareNext(folders.workspace);
        return runner;
    }
}
