package dev.ralphdesk.core.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.CommandOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which sandbox a machine gets: bubblewrap where it works (this machine), and plainly none where it
 * is off, missing or installed but failing (probed once with the sandbox's own namespaces); a
 * sandbox the settings ask for by name that cannot work refuses commands instead.
 */
class BubblewrapChoiceTest {
    @TempDir
    Path dir;

    /** A stand-in {@code bwrap}: a shell script of {@code body}. */
    private Path standIn(String body) throws IOException {
        Path bwrap = dir.resolve("bwrap");
        Files.writeString(bwrap, "#!/bin/sh\n" + body);
        Files.setPosixFilePermissions(bwrap, PosixFilePermissions.fromString("rwx------"));
        return bwrap;
    }

    /** A {@code bwrap} that fails the way it does in a container without user namespaces. */
    private Optional<Path> failingBwrap() throws IOException {
        return Optional.of(standIn("echo 'bwrap: No permissions to create new namespace' >&2\nexit 1\n"));
    }

    @Test
    void thisMachinesBubblewrapWorks() {
        Sandbox sandbox = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, false, false,
                Bubblewrap.find(System.getenv("PATH")));

        assertEquals(SandboxStatus.State.ACTIVE, sandbox.status().state(), sandbox.status().summary());
        assertTrue(sandbox.status().summary().contains("network off"), sandbox.status().summary());
    }

    @Test
    void thePreparedProbeRunsWhileTheCallerGoesOnAndTheFirstUseWaitsForItsVerdict() throws IOException {
        Path go = dir.resolve("go");
        Path slow = standIn("while [ ! -e '" + go + "' ]; do sleep 0.01; done\nexit 0\n");

        // the probe starts when prepared for (not when chosen), and waits for `go`, which only exists once
        // prepare has returned: a prepare that waited for the probe would never return
        Sandbox sandbox = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, false, false, Optional.of(slow));
        sandbox.prepare();
        Files.createFile(go);

        assertEquals(SandboxStatus.State.ACTIVE, sandbox.status().state(), sandbox.status().summary());
    }

    /**
     * A probe asked for once the JVM shuts down (a headless command's first request sent as a second Ctrl+C
     * or a SIGHUP closes it) cannot be waited for by the exit: none starts, and commands are refused rather
     * than run with the person's full access, as a bubblewrap that does not work here would have them run.
     */
    @Test
    void aSandboxFirstWantedAsTheApplicationClosesRefusesCommandsAndStartsNoProbe() throws IOException {
        Path ran = dir.resolve("probe-ran");
        Path bwrap = standIn("touch '" + ran + "'\nexit 0\n");

        Sandbox closing = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, false, false, Optional.of(bwrap), hook -> {
            throw new IllegalStateException("Shutdown in progress");
        });
        closing.prepare();

        assertEquals(new SandboxStatus(SandboxStatus.State.REFUSING,
                "shell commands are refused: the application is closing"), closing.status());
        assertThrows(SandboxUnavailableException.class,
                () -> closing.wrap(dir, List.of(), List.of("touch", "ran"), ShellAccess.STANDARD));
        assertTrue(Files.notExists(ran));
    }

    /**
     * A probe that fails in an unforeseen way (here: the temporary folder's name is no path) makes the
     * verdict's first use throw, instead of leaving it waiting for ever; the exit's hook waits for nothing.
     */
    @Test
    void aProbeThatFailsUnforeseenMakesItsVerdictThrowNotHang() throws IOException {
        Path bwrap = standIn("exit 0\n");
        List<Thread> hooks = new ArrayList<>();
        String tmp = System.getProperty("java.io.tmpdir");
        System.setProperty("java.io.tmpdir", "no\0path");
        try {
            Sandbox sandbox = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, false, false, Optional.of(bwrap),
                    hooks::add);
            sandbox.prepare();
            assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(CompletionException.class,
                    sandbox::status));
        } finally {
            System.setProperty("java.io.tmpdir", tmp);
        }
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> hooks.forEach(Thread::run));
    }

    /**
     * A process started ahead of the commands before the probe (a turn's first spare shell) is the probe:
     * it runs in the very sandbox a working probe chooses, and when it says it came up, that is the
     * verdict — no probe of its own runs.
     */
    @Test
    void aProcessStartedAheadThatCameUpIsTheVerdictAndNoProbeRuns() throws IOException {
        Path ran = dir.resolve("probe-ran");
        Path bwrap = standIn("touch '" + ran + "'\nexit 0\n");
        List<Thread> hooks = new ArrayList<>();
        Sandbox sandbox = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, true, false, Optional.of(bwrap), hooks::add);

        Sandbox.Ahead ahead = sandbox.ahead();
        List<String> line = ahead.sandbox().wrap(dir, List.of(), List.of("true"), ShellAccess.STANDARD);
        ahead.cameUp(true);

        assertEquals(bwrap.toString(), line.get(0));
        assertEquals(SandboxStatus.State.ACTIVE, sandbox.status().state(), sandbox.status().summary());
        assertTrue(Files.notExists(ran));
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> hooks.forEach(Thread::run));
    }

    /**
     * A turn's first request goes out before the probe: the spare shell started then is the probe, and the
     * turn's first command runs in it — one bubblewrap started, not two.
     */
    @Test
    void theFirstSpareShellIsTheProbeAndTheFirstCommandRunsInIt() throws Exception {
        Path log = dir.resolve("bwrap-runs");
        Path real = Bubblewrap.find(System.getenv("PATH")).orElseThrow();
        Path bwrap = standIn("echo \"$*\" >> '" + log + "'\nexec '" + real + "' \"$@\"\n");
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Sandbox sandbox = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, true, false, Optional.of(bwrap), hook -> {
        });
        try (BashCommandRunner runner = new BashCommandRunner(new ShellSetup(ShellEnvironment.standard(System::getenv),
                sandbox), ProtectedPaths.WORKSPACE_ONLY)) {
            runner.prepareNext(workspace);

            CommandOutcome outcome = runner.run(workspace, "tr '\\0' ' ' < /proc/1/cmdline", Duration.ofMinutes(1),
                    new CancellationToken());

            assertTrue(outcome.output().contains("read -r -N"), outcome.output());
        }
        assertEquals(SandboxStatus.State.ACTIVE, sandbox.status().state());
        List<String> runs = Files.readAllLines(log);
        assertEquals(1, runs.size(), runs.toString());
        assertTrue(runs.get(0).contains("read -r -N"), runs.get(0));
    }

    /**
     * One that did not come up proves nothing: the probe runs then, and its verdict is the verdict, as
     * strict as ever (asked for by name, a bubblewrap that does not work refuses commands).
     */
    @Test
    void aProcessStartedAheadThatDidNotComeUpLeavesTheVerdictToTheProbe() throws IOException {
        Sandbox sandbox = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, true, false, failingBwrap(), hook -> {
        });

        sandbox.ahead().cameUp(false);

        assertEquals(SandboxStatus.State.REFUSING, sandbox.status().state());
        assertTrue(sandbox.status().summary().contains("bwrap does not work here (exit 1: bwrap: No permissions"),
                sandbox.status().summary());
    }

    /**
     * A process started ahead that did not come up because the JVM's exit ended it while it set up (a
     * turn's spare shell, never used) proves nothing, and a probe run then would hold up the exit, which
     * waits for the verdict: none runs, and commands are refused — never run with the person's full access
     * (here the sandbox was not asked for by name: a probe that failed would have left commands unsandboxed).
     */
    @Test
    void aProcessStartedAheadEndedByTheExitStartsNoProbeAndRefusesCommands() throws IOException {
        Path ran = dir.resolve("probe-ran");
        Path bwrap = standIn("touch '" + ran + "'\nexit 0\n");
        List<Thread> hooks = new ArrayList<>();
        Sandbox sandbox = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, false, false, Optional.of(bwrap), hooks::add,
                Duration.ofSeconds(10), () -> true);

        sandbox.ahead().cameUp(false);

        assertEquals(new SandboxStatus(SandboxStatus.State.REFUSING,
                "shell commands are refused: the application is closing"),
                assertTimeoutPreemptively(Duration.ofSeconds(30), sandbox::status));
        assertTrue(Files.notExists(ran));
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> hooks.forEach(Thread::run));
    }

    /**
     * A process started ahead that never says whether it came up (its bubblewrap hung in its set-up) does not
     * hold the verdict for ever: after the limit it counts as a probe that did not answer, and a sandbox asked
     * for by name refuses commands.
     */
    @Test
    void aProcessStartedAheadThatNeverAnswersIsAProbeThatDidNotAnswer() throws IOException {
        Path ran = dir.resolve("probe-ran");
        Path bwrap = standIn("touch '" + ran + "'\nexit 0\n");
        Sandbox sandbox = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, true, false, Optional.of(bwrap), hook -> {
        }, Duration.ofSeconds(1));

        sandbox.ahead(); // and never told

        SandboxStatus status = assertTimeoutPreemptively(Duration.ofSeconds(30), sandbox::status);
        assertEquals(SandboxStatus.State.REFUSING, status.state(), status.summary());
        assertTrue(status.summary().contains("bwrap did not answer within 1 s"), status.summary());
        assertTrue(Files.notExists(ran));
    }

    /** Once the probe has started, a process started ahead runs in the verdict's sandbox, and proves nothing. */
    @Test
    void aProcessStartedAheadAfterTheProbeRunsInTheVerdictsSandbox() throws IOException {
        Sandbox sandbox = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, false, false, failingBwrap(), hook -> {
        });
        sandbox.prepare();

        Sandbox.Ahead ahead = sandbox.ahead();
        ahead.cameUp(true);

        assertEquals(SandboxStatus.State.UNAVAILABLE, ahead.sandbox().status().state());
        assertEquals(SandboxStatus.State.UNAVAILABLE, sandbox.status().state());
    }

    @Test
    void offMissingAndFailingAreSaidPlainly() throws IOException {
        Sandbox off = Bubblewrap.choose(SandboxMode.OFF, true, false, Bubblewrap.find(System.getenv("PATH")));
        Sandbox missing = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, false, false, Optional.empty());
        Sandbox failing = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, false, false, failingBwrap());

        assertEquals(List.of(SandboxStatus.State.OFF, SandboxStatus.State.UNAVAILABLE, SandboxStatus.State.UNAVAILABLE),
                List.of(off.status().state(), missing.status().state(), failing.status().state()));
        assertEquals("no sandbox: bubblewrap (bwrap) is not installed; shell commands run with your full access",
                missing.status().summary());
        assertEquals("no sandbox: bwrap does not work here (exit 1: bwrap: No permissions to create new namespace); "
                + "shell commands run with your full access", failing.status().summary());
    }

    @Test
    void aSandboxAskedForByNameThatCannotWorkRefusesCommands() throws IOException {
        Sandbox refusing = Bubblewrap.choose(SandboxMode.WORKSPACE_WRITE, true, false, failingBwrap());
        BashCommandRunner runner = new BashCommandRunner(new ShellSetup(ShellEnvironment.standard(System::getenv),
                refusing), ProtectedPaths.WORKSPACE_ONLY);

        CommandOutcome outcome = runner.run(dir, "touch ran", Duration.ofMinutes(1), new CancellationToken());

        assertEquals(SandboxStatus.State.REFUSING, refusing.status().state());
        assertEquals(-1, outcome.exitCode());
        assertTrue(outcome.output().startsWith("shell commands are refused: the settings ask for \"sandbox\": "
                + "\"workspace-write\", but bwrap does not work here"), outcome.output());
        assertTrue(Files.notExists(dir.resolve("ran")));
    }

    @Test
    void mountsGoFromTheShallowestPathToTheDeepestAndSkipWhatIsAlreadyHidden() throws IOException {
        Path data = Files.createDirectories(dir.resolve("data"));
        Path workspace = Files.createDirectories(data.resolve("demo-workspace/.git"));
        Path config = Files.createDirectories(dir.resolve("config"));
        Path key = Files.writeString(config.resolve("key"), "k");
        Path lone = Files.writeString(dir.resolve("lone-secret"), "s");
        Path linkToConfig = Files.createSymbolicLink(dir.resolve("config-link"), config);
        BubblewrapSandbox sandbox = new BubblewrapSandbox(Path.of("/usr/bin/bwrap"), false, false);

        List<String> line = sandbox.wrap(workspace.getParent(), List.of(data, config, key, lone, linkToConfig),
                List.of("true"), ShellAccess.STANDARD);

        String ws = workspace.getParent().toString();
        assertEquals(List.of("/usr/bin/bwrap", "--new-session", "--die-with-parent", "--unshare-pid", "--unshare-net",
                "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
                "--tmpfs", data.toString(), "--tmpfs", config.toString(), "--ro-bind", "/dev/null", lone.toString(),
                "--bind", ws, ws, "--ro-bind", ws + "/.git", ws + "/.git",
                "--setenv", "TMPDIR", "/tmp", "--chdir", ws, "--", "true"), line);
    }

    @Test
    void anApprovedProtectedWriteLeavesGitWritableAndAllowedNetworkIsNotUnshared() throws IOException {
        Path workspace = Files.createDirectories(dir.resolve("ws/.git")).getParent();

        List<String> line = new BubblewrapSandbox(Path.of("/usr/bin/bwrap"), true, false).wrap(workspace, List.of(),
                List.of("true"), ShellAccess.PROTECTED_WRITABLE);

        assertTrue(!line.contains("--unshare-net") && !line.contains(workspace + "/.git"), line.toString());
    }

    @Test
    void asRootTheCommandKeepsOnlyRootsPowerOverFilesThatRalphDeskHolds() throws IOException {
        Path workspace = Files.createDirectories(dir.resolve("ws"));

        List<String> root = new BubblewrapSandbox(Path.of("/usr/bin/bwrap"), false, true,
                List.of("CAP_CHOWN", "CAP_FOWNER")).wrap(workspace, List.of(), List.of("true"), ShellAccess.STANDARD);
        List<String> user = new BubblewrapSandbox(Path.of("/usr/bin/bwrap"), false, false).wrap(workspace, List.of(),
                List.of("true"), ShellAccess.STANDARD);

        assertEquals(List.of("--cap-drop", "ALL", "--cap-add", "CAP_CHOWN", "--cap-add", "CAP_FOWNER"),
                root.subList(root.indexOf("--cap-drop"), root.indexOf("--cap-drop") + 6));
        assertEquals(-1, user.indexOf("--cap-drop"), user.toString());
        assertEquals(-1, user.indexOf("--cap-add"), user.toString());
    }
}
