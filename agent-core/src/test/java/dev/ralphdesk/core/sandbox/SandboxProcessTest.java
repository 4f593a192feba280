package dev.ralphdesk.core.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
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
        assertCancellingKills("sleep 41.37 & sleep 42.91", "41.37", "42.91");
    }

    /** Nothing is tracked while a sandboxed command runs: an orphan is still reached through the namespace. */
    @Test
    void cancellingKillsAnOrphanInsideTheSandbox() throws Exception {
        assertCancellingKills("(sleep 44.19 > /dev/null 2>&1 &); sleep 45.37", "44.19", "45.37");
    }

    /** Runs {@code command} until its {@code background} and {@code foreground} sleeps run; cancels; both end. */
    private void assertCancellingKills(String command, String background, String foreground) throws Exception {
        CancellationToken cancel = new CancellationToken();
        CompletableFuture<CommandOutcome> outcome = CompletableFuture.supplyAsync(() -> folders.runner(false)
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

    @Test
    void aBackgroundProcessEndsWithTheCommand() throws Exception {
        CommandOutcome outcome = folders.runner(false).run(folders.workspace,
                "(sleep 43.73; touch late.txt) > /dev/null 2>&1 & echo started", Duration.ofMinutes(1),
                CancellationToken.none());

        assertEquals("started\n", outcome.output());
        assertTrue(gone("43.73", Duration.ofSeconds(5)), () -> "left running: " + running("43.73"));
        assertFalse(Files.exists(folders.workspace.resolve("late.txt")));
    }
}
