package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The spare's own bookkeeping, with a plain bash as the "sandbox". */
class SpareShellTest {
    static final SpareShell.Launch LAUNCH = new SpareShell.Launch(ShellLoader.LINE,
            Map.of("PATH", System.getenv("PATH")), List.of("1:2:3"));

    private static Process loader() throws IOException {
        ProcessBuilder builder = new ProcessBuilder(LAUNCH.line()).redirectErrorStream(true);
        builder.environment().clear();
        builder.environment().putAll(LAUNCH.environment());
        return builder.start();
    }

    /** Prepares a spare of {@link #LAUNCH} and returns its process once it is up (its ready sign left unread). */
    private static Process prepared(SpareShell spares) throws Exception {
        Process process = started(spares, launch -> loader());
        InputStream output = process.getInputStream();
        output.mark(1);
        assertEquals(ShellLoader.READY, output.read(), "the spare is up");
        output.reset();
        return process;
    }

    /** Prepares a spare that {@code start} starts and returns its process once started. */
    static Process started(SpareShell spares, SpareShell.Starter start) throws Exception {
        CompletableFuture<Process> started = new CompletableFuture<>();
        spares.prepare(() -> LAUNCH, launch -> {
            Process process = start.start(launch);
            started.complete(process);
            return process;
        });
        return started.get();
    }

    /**
     * A spare someone waits on to come up (a sandbox's trial) is told so as its ready sign comes, is taken
     * with that sign read, and, taken, runs its command.
     */
    @Test
    void aSpareWaitedOnTellsItCameUpAndIsStillTaken() throws Exception {
        SpareShell spares = new SpareShell();
        CompletableFuture<Boolean> told = new CompletableFuture<>();
        spares.prepareUnlessOneWaits(() -> new SpareShell.Launch(LAUNCH.line(), LAUNCH.environment(), LAUNCH.stamps(),
                told::complete), launch -> loader());

        assertTrue(told.get(30, TimeUnit.SECONDS));
        Process taken = spares.take(LAUNCH.environment(), LAUNCH.stamps(), "echo taken");
        assertEquals("taken\n", new String(taken.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        spares.close();
    }

    /** One whose runner closed before its process was to start starts none, and says it did not come up. */
    @Test
    void aSpareWaitedOnWhoseRunnerClosedFirstStartsNoneAndSaysSo() throws Exception {
        SpareShell spares = new SpareShell();
        CompletableFuture<Void> go = new CompletableFuture<>();
        CompletableFuture<Boolean> told = new CompletableFuture<>();
        AtomicBoolean startedOne = new AtomicBoolean();
        spares.prepareUnlessOneWaits(() -> {
            go.get();
            return new SpareShell.Launch(LAUNCH.line(), LAUNCH.environment(), LAUNCH.stamps(), told::complete);
        }, launch -> {
            startedOne.set(true);
            return loader();
        });

        spares.close();
        go.complete(null);

        assertFalse(told.get(30, TimeUnit.SECONDS));
        assertFalse(startedOne.get());
    }

    /**
     * One wished for while the spares' thread is still busy with another, and whose runner closes before
     * its turn on that thread comes, starts none and says it did not come up: the trial's verdict, and the
     * exit's wait for it, would otherwise wait for a word that never comes.
     */
    @Test
    void aSpareWaitedOnWhoseRunnerClosedBeforeItsTurnSaysItDidNotComeUp() throws Exception {
        SpareShell spares = new SpareShell();
        CompletableFuture<Void> go = new CompletableFuture<>();
        spares.prepare(() -> {
            go.get(); // holds the spares' thread
            return null;
        }, launch -> loader());
        // taken, the busy one is no longer the spare that waits (its taker waits for its start)
        CompletableFuture<Process> taken = CompletableFuture.supplyAsync(
                () -> spares.take(LAUNCH.environment(), LAUNCH.stamps(), "true"));
        CompletableFuture<Boolean> told = new CompletableFuture<>();
        AtomicBoolean startedOne = new AtomicBoolean();
        while (!spares.prepareUnlessOneWaits(
                () -> new SpareShell.Launch(LAUNCH.line(), LAUNCH.environment(), LAUNCH.stamps(), told::complete),
                launch -> {
                    startedOne.set(true);
                    return loader();
                })) {
            Thread.onSpinWait(); // until the taker has taken it
        }

        spares.close();
        go.complete(null);

        assertNull(taken.get(30, TimeUnit.SECONDS));
        assertFalse(told.get(30, TimeUnit.SECONDS));
        assertFalse(startedOne.get());
    }

    /** A spare waiting (or on its way) is kept: a second wish for one makes none. */
    @Test
    void aSpareThatWaitsIsKept() throws Exception {
        SpareShell spares = new SpareShell();
        AtomicBoolean second = new AtomicBoolean();
        Process first = prepared(spares);

        assertFalse(spares.prepareUnlessOneWaits(() -> LAUNCH, launch -> {
            second.set(true);
            return loader();
        }));
        assertTrue(first.isAlive());
        assertFalse(second.get());
        spares.close();
    }

    /**
     * A spare up and waiting is killed when ended, whichever way its loader would have gone: here its
     * input's end is seen at once (closing it waits until the loader has ended on it), so that a spare
     * whose input was closed first would have ended by itself (1) instead (the tests' "killed" raced).
     */
    @Test
    void aSpareUpIsKilledBeforeItsInputEnds() throws Exception {
        SpareShell spares = new SpareShell();
        Process spare = started(spares, launch -> new EndsAtOnceOnItsInput(loader()));
        InputStream output = spare.getInputStream();
        output.mark(1);
        assertEquals(ShellLoader.READY, output.read(), "the spare is up");
        output.reset();

        spares.close();

        assertEquals(137, spare.onExit().get(30, TimeUnit.SECONDS).exitValue(), "killed");
        spares.endAtExit();
    }

    /** A started process whose input, closed, is seen at once: the close returns once it has ended. */
    private static final class EndsAtOnceOnItsInput extends StandInProcess {
        private final OutputStream input;

        EndsAtOnceOnItsInput(Process process) {
            super(process);
            this.input = new FilterOutputStream(process.getOutputStream()) {
                @Override
                public void close() throws IOException {
                    super.close();
                    try {
                        process.waitFor();
                    } catch (InterruptedException e) {
                        throw new java.io.InterruptedIOException();
                    }
                }
            };
        }

        @Override
        public OutputStream getOutputStream() {
            return input;
        }
    }

    /**
     * The JVM waits up to 0.3 s at exit for a thread in native code, as the one waiting for a live
     * process's exit is: at shutdown the spare is killed and its exit seen before the hook returns.
     */
    @Test
    void atShutdownTheSpareIsEndedAndItsExitSeen() throws Exception {
        SpareShell spares = new SpareShell();
        Process spare = prepared(spares);

        spares.endAtExit();

        // the JDK's waiting thread sets this once its wait in native code has returned
        assertFalse(spare.isAlive());
        assertNull(spares.take(LAUNCH.environment(), LAUNCH.stamps(), "echo late"), "no spare is left to take");
    }

    /**
     * Closing (the application closes its runner first) kills the spare without waiting for it, so that
     * its end overlaps the rest of closing, and starts no other; the JVM's shutdown then finds it ended.
     */
    @Test
    void closingKillsTheSpareAndStartsNoOther() throws Exception {
        SpareShell spares = new SpareShell();
        Process spare = prepared(spares);

        spares.close();

        assertEquals(137, spare.onExit().get(30, TimeUnit.SECONDS).exitValue(), "killed");
        AtomicBoolean started = new AtomicBoolean();
        spares.prepare(() -> LAUNCH, launch -> {
            started.set(true);
            return loader();
        });
        assertNull(spares.take(LAUNCH.environment(), LAUNCH.stamps(), "echo late"), "no spare to take");
        assertFalse(started.get(), "no spare is started once closed");
        spares.endAtExit();
        assertFalse(spare.isAlive());
    }

    @Test
    void theLoaderRunsTheCommandItIsGivenWithItsInputClosed() throws Exception {
        SpareShell spares = new SpareShell();
        spares.prepare(() -> LAUNCH, launch -> loader());
        String command = "cat; printf '%s|' \"$0\" 'ünïcode ✓' \"$(printf 'a\\nb')\"\necho; exit 7\n";

        Process process = spares.take(LAUNCH.environment(), LAUNCH.stamps(), command);

        assertEquals("bash|ünïcode ✓|a\nb|\n", new String(process.getInputStream().readAllBytes(), "UTF-8"));
        assertEquals(7, process.waitFor());
    }

    @Test
    void aSpareMadeForAnotherLaunchIsEndedNotUsed() throws Exception {
        SpareShell spares = new SpareShell();
        Process spare = prepared(spares);
        SpareShell.Launch other = new SpareShell.Launch(LAUNCH.line(), Map.of("PATH", "/usr/bin:/bin"), LAUNCH.stamps());

        assertNull(spares.take(other.environment(), other.stamps(), "echo used"));
        assertEquals(137, spare.waitFor(), "killed");
    }

    @Test
    void aSpareWhoseHostPathsChangedSinceItWasMadeIsEndedNotUsed() throws Exception {
        SpareShell spares = new SpareShell();
        Process spare = prepared(spares);
        SpareShell.Launch replaced = new SpareShell.Launch(LAUNCH.line(), LAUNCH.environment(), List.of("1:2:4"));

        assertNull(spares.take(replaced.environment(), replaced.stamps(), "echo used"));
        assertEquals(137, spare.waitFor(), "killed");
    }
}
