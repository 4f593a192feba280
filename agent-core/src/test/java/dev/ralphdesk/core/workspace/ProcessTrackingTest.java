package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.sandbox.Sandbox;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.core.sandbox.ShellAccess;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import dev.ralphdesk.core.sandbox.ShellSetup;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How the runner remembers a command's descendants while it runs: on a thread of its own, so that
 * the exit is seen at once however long a walk of the process table takes, and not at all in a
 * sandbox that ends every process with the command.
 */
class ProcessTrackingTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);
    @TempDir
    Path folder;

    /** A tree that counts its walks and runs {@code onTrack} in each. */
    private static final class WatchedTree extends ProcessTree {
        private final AtomicInteger walks;
        private final Runnable onTrack;

        WatchedTree(ProcessHandle root, AtomicInteger walks, Runnable onTrack) {
            super(root);
            this.walks = walks;
            this.onTrack = onTrack;
        }

        @Override
        void track() {
            walks.incrementAndGet();
            onTrack.run();
            super.track();
        }
    }

    /** Wraps nothing, but says it ends every process with the command, as bubblewrap's namespace does. */
    private record EndingSandbox() implements Sandbox {
        @Override
        public List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access) {
            return List.copyOf(command);
        }

        @Override
        public SandboxStatus status() {
            return new SandboxStatus(SandboxStatus.State.ACTIVE, "a test sandbox");
        }

        @Override
        public boolean endsItsProcessesWithTheCommand() {
            return true;
        }
    }

    @Test
    void theExitIsSeenWhileAWalkOfTheTreeIsStillUnderWay() throws Exception {
        CountDownLatch walking = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger walks = new AtomicInteger();
        BashCommandRunner runner = new BashCommandRunner(ShellSetup.unsandboxed(), ProtectedPaths.WORKSPACE_ONLY,
                root -> new WatchedTree(root, walks, () -> {
                    touch(folder.resolve("walking"));
                    walking.countDown();
                    await(release);
                }));
        try {
            // the command ends once a walk has begun; that walk then blocks until released
            CompletableFuture<CommandOutcome> outcome = CompletableFuture.supplyAsync(() -> runner.run(folder,
                    "until [ -e walking ]; do sleep 0.01; done; echo seen", MINUTE, CancellationToken.none()));

            assertEquals(new CommandOutcome(0, "seen\n", "seen\n", false, false), outcome.get(30, TimeUnit.SECONDS));
            assertEquals(0, walking.getCount());
        } finally {
            release.countDown();
        }
    }

    @Test
    void aSandboxThatEndsItsProcessesIsNotWalkedWhileTheCommandRuns() {
        AtomicInteger walks = new AtomicInteger();
        BashCommandRunner runner = new BashCommandRunner(new ShellSetup(ShellEnvironment.standard(System::getenv),
                new EndingSandbox()), ProtectedPaths.WORKSPACE_ONLY, root -> new WatchedTree(root, walks, () -> { }));

        CommandOutcome outcome = runner.run(folder, "sleep 0.3; echo done", MINUTE, CancellationToken.none());

        assertEquals("done\n", outcome.output());
        assertEquals(0, walks.get());
    }

    private static void touch(Path file) {
        try {
            Files.writeString(file, "");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(1, TimeUnit.MINUTES), "never released");
        } catch (InterruptedException e) {
            // the runner stops its tracking thread by interrupting it: the walk ends here
            Thread.currentThread().interrupt();
        }
    }
}
