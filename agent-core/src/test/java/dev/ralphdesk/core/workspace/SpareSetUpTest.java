package dev.ralphdesk.core.workspace;

import static dev.ralphdesk.core.workspace.SpareShellTest.LAUNCH;
import static dev.ralphdesk.core.workspace.SpareShellTest.started;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A spare ended, taken or left at the JVM's exit while it is still setting up: bubblewrap's sandbox process,
 * cloned by the one started, waits for the set-up without a {@code --die-with-parent} of its own until then.
 */
class SpareSetUpTest {
    /**
     * Bubblewrap's sandbox process waits for the one started to finish the set-up, without a
     * {@code --die-with-parent} of its own until then: killed meanwhile, the started one left it waiting
     * for ever. So a spare still setting up (here: until its folder's pipe is written) is not killed when
     * ended, but ends by itself, on its closed input, once its loader runs.
     */
    @Test
    void aSpareStillSettingUpIsNotKilledButEndsOnItsInputOnceUp(@TempDir Path dir) throws Exception {
        Path setUp = dir.resolve("set-up");
        assertEquals(0, new ProcessBuilder("mkfifo", setUp.toString()).start().waitFor());
        SpareShell spares = new SpareShell();
        Process spare = started(spares, launch -> {
            ProcessBuilder builder = new ProcessBuilder("bash", "-c", "read -r _ < \"$0\"; exec bash -c \"$1\"",
                    setUp.toString(), ShellLoader.LOADER).redirectErrorStream(true);
            builder.environment().clear();
            builder.environment().putAll(launch.environment());
            return builder.start();
        });

        spares.close();
        // the set-up ends after the spare was ended (off this thread: a killed spare would never read it)
        CompletableFuture.runAsync(() -> {
            try {
                Files.writeString(setUp, "done\n");
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });

        assertEquals(1, spare.onExit().get(30, TimeUnit.SECONDS).exitValue(), "ended by its input, not killed");
        assertEquals(String.valueOf(ShellLoader.READY), new String(spare.getInputStream().readAllBytes(), "UTF-8"));
        spares.endAtExit();
    }

    /**
     * A spare's bubblewrap killed from outside during its set-up leaves the sandbox process it cloned
     * waiting for ever, holding the output's pipe: the wait for the ready sign never saw its end. Here the
     * "bubblewrap" forks a child that holds its pipes and is killed once the wait for the sign reads the
     * pipe (the JDK's reaper, which would otherwise take the pipe's end from under a later read, held off
     * meanwhile, as by a read under way): the take ends with the started process (the command then starts
     * afresh) instead of waiting for the child.
     */
    @Test
    void aSpareWhoseStartedProcessDiesSettingUpIsNotWaitedForByItsTake() throws Exception {
        SpareShell spares = new SpareShell();
        long[] child = new long[1];
        started(spares, launch -> {
            Process started = new ProcessBuilder("bash", "-c", "sleep 600 & echo $! >&2; wait").start();
            child[0] = Long.parseLong(new java.io.BufferedReader(new java.io.InputStreamReader(
                    started.getErrorStream(), StandardCharsets.US_ASCII)).readLine());
            return new KilledWhileRead(started);
        });
        try {
            Process taken = assertTimeoutPreemptively(Duration.ofSeconds(30),
                    () -> spares.take(LAUNCH.environment(), LAUNCH.stamps(), "echo used"), "the take ends");

            assertNull(taken, "no spare: the command starts afresh");
        } finally {
            ProcessHandle.of(child[0]).ifPresent(ProcessHandle::destroyForcibly);
            spares.endAtExit();
        }
    }

    /**
     * The same with bubblewrap itself: held in its set-up (on {@code --userns-block-fd}, a fifo nobody
     * writes) once it has said, on {@code --info-fd}, that its sandbox process is cloned — which then waits
     * for the set-up, holding the pipes — and killed from outside as the sign is read. The take ends with the
     * started bubblewrap, and the sandbox process it had cloned, orphaned and waiting, is ended with it.
     */
    @Test
    void aSpareWhoseBubblewrapIsKilledSettingUpIsNotWaitedForByItsTake(@TempDir Path dir) throws Exception {
        Path block = dir.resolve("block");
        assertEquals(0, new ProcessBuilder("mkfifo", block.toString()).start().waitFor());
        SpareShell spares = new SpareShell();
        long[] sandbox = {-1};
        started(spares, launch -> new KilledWhileRead(heldAfterItsClone(block, sandbox)));
        try {
            Process taken = assertTimeoutPreemptively(Duration.ofSeconds(30),
                    () -> spares.take(LAUNCH.environment(), LAUNCH.stamps(), "echo used"), "the take ends");

            assertNull(taken, "no spare: the command starts afresh");
            ProcessHandle.of(sandbox[0]).ifPresent(orphan -> assertTimeoutPreemptively(Duration.ofSeconds(30),
                    () -> orphan.onExit().join(), "the sandbox process it cloned is ended with it"));
        } finally {
            ProcessHandle.of(sandbox[0]).ifPresent(ProcessHandle::destroyForcibly);
            spares.endAtExit();
        }
    }

    /**
     * A spare still setting up when the JVM exits is not waited for until it comes up: once bubblewrap has
     * cloned its sandbox process (here bubblewrap is held in its set-up after that, on {@code --userns-block-fd},
     * a fifo nobody writes, so it would never come up nor end on its input), that process is killed, then
     * bubblewrap — the clone first, so that it is left waiting nowhere.
     */
    @Test
    void aSpareStillSettingUpAtTheExitIsEndedWithTheSandboxProcessItCloned(@TempDir Path dir) throws Exception {
        Path block = dir.resolve("block");
        assertEquals(0, new ProcessBuilder("mkfifo", block.toString()).start().waitFor());
        SpareShell spares = new SpareShell();
        long[] sandbox = {-1};
        Process spare = started(spares, launch -> heldAfterItsClone(block, sandbox));
        ProcessHandle clone = ProcessHandle.of(sandbox[0]).orElseThrow();
        try {
            spares.close();

            assertTimeoutPreemptively(Duration.ofSeconds(30), spares::endAtExit);

            assertFalse(spare.isAlive(), "bubblewrap ended");
            assertTimeoutPreemptively(Duration.ofSeconds(30), () -> clone.onExit().join(),
                    "the sandbox process it cloned ended");
        } finally {
            clone.destroyForcibly();
            spare.destroyForcibly();
        }
    }

    /**
     * A real bubblewrap held in its set-up once it has cloned its sandbox process ({@code --userns-block-fd} on
     * {@code block}, a fifo nobody writes), read up to the end of its info JSON: the clone's pid is put in
     * {@code sandbox[0]}.
     */
    private static Process heldAfterItsClone(Path block, long[] sandbox) throws IOException {
        Process started = new ProcessBuilder("bash", "-c", "exec bwrap --unshare-user --userns-block-fd 3 "
                + "--info-fd 2 --die-with-parent --unshare-pid --ro-bind / / --dev /dev --proc /proc "
                + "bash -c \"$1\" 3<>\"$0\"", block.toString(), ShellLoader.LOADER).start();
        StringBuilder info = new StringBuilder(); // up to the end of the JSON: bwrap is then held
        int c;
        while ((c = started.getErrorStream().read()) >= 0 && c != '}') {
            info.append((char) c);
        }
        java.util.regex.Matcher pid = java.util.regex.Pattern.compile("\"child-pid\": *(\\d+)").matcher(info);
        assertTrue(pid.find(), info.toString());
        sandbox[0] = Long.parseLong(pid.group(1));
        return started;
    }

    /** A started process killed (from outside) as its output is first read, the pipe's stream held meanwhile. */
    private static final class KilledWhileRead extends StandInProcess {
        private final InputStream output;

        KilledWhileRead(Process process) {
            super(process);
            InputStream pipe = process.getInputStream();
            this.output = new FilterInputStream(pipe) {
                @Override
                public int read() throws IOException {
                    synchronized (pipe) {
                        process.toHandle().destroyForcibly(); // from outside: its streams left open
                        try {
                            process.waitFor();
                        } catch (InterruptedException e) {
                            throw new java.io.InterruptedIOException();
                        }
                        return pipe.read();
                    }
                }
            };
        }

        @Override
        public InputStream getInputStream() {
            return output;
        }
    }

}
