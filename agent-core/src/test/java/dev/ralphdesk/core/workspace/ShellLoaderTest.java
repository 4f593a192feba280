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
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Where spares serve, a command runs in the bash its loader started, and sees there what
 * {@code bash -c COMMAND} shows — the same whether it is given to a spare or to a fresh start; without a
 * sandbox it still runs as {@code bash -c COMMAND}. Plain bash stands in for the sandbox (its real
 * counterpart: {@code SpareSandboxShellTest}).
 */
class ShellLoaderTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final ShellEnvironment ENVIRONMENT = ShellEnvironment.standard(() -> Map.of(
            "PATH", System.getenv("PATH"), "LANG", "C.UTF-8", "HOME", "/nonexistent-home"));
    @TempDir
    Path folder;
    private final BashCommandRunner spares = new BashCommandRunner(new ShellSetup(ENVIRONMENT, new PlainSandbox()),
            ProtectedPaths.WORKSPACE_ONLY);
    private final BashCommandRunner unsandboxed = new BashCommandRunner(new ShellSetup(ENVIRONMENT,
            ShellSetup.unsandboxed().sandbox()), ProtectedPaths.WORKSPACE_ONLY);

    /** Runs commands as they are, as a sandbox that ends its processes would: spares serve. */
    private static class PlainSandbox implements Sandbox {
        @Override
        public List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access) {
            return command;
        }

        @Override
        public SandboxStatus status() {
            return new SandboxStatus(SandboxStatus.State.ACTIVE, "plain bash");
        }

        @Override
        public boolean endsItsProcessesWithTheCommand() {
            return true;
        }
    }

    /** What a command gave: its status and output. */
    private record Ran(int exitCode, String output) {
        static Ran of(CommandOutcome outcome) {
            return new Ran(outcome.exitCode(), outcome.fullOutput());
        }
    }

    @AfterEach
    void close() {
        spares.close();
        unsandboxed.close();
    }

    /** The command in a spare: one started for it, as a turn's request going out starts one. */
    private Ran inASpare(String command) {
        spares.prepareNext(folder);
        return Ran.of(spares.run(folder, command, MINUTE, CancellationToken.none()));
    }

    /** The command started afresh where spares serve: no spare waits (none was prepared). */
    private Ran fresh(String command) {
        return Ran.of(spares.run(folder, command, MINUTE, CancellationToken.none()));
    }

    private Ran withoutSandbox(String command) {
        return Ran.of(unsandboxed.run(folder, command, MINUTE, CancellationToken.none()));
    }

    /** {@code bash -c COMMAND} itself, in the same folder and environment, input from /dev/null. */
    private Ran bashC(String command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", "-c", command).directory(folder.toFile())
                .redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().clear();
        builder.environment().putAll(ENVIRONMENT.variables());
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Ran(process.waitFor(), output);
    }

    static Stream<String> commands() {
        return Stream.of(
                "exit 7",
                "false",
                "echo \"$0 $SHLVL [$_] $? $- ${n-unset} ${c-unset} $# [$*]\"",
                "echo \"[$BASH_EXECUTION_STRING]\"; declare -p n c 2>&1 | wc -l",
                "cat; read -r line; echo \"read $? [$line]\"; ls -l /proc/self/fd/0 | grep -c /dev/null",
                "set -u; echo \"$undefined\"; echo after",
                "set -e; false; echo after",
                "trap 'echo \"trapped $?\"' EXIT; echo body; exit 4",
                "echo before; exec printf 'exec %s\\n' done",
                "echo before; exec /bin/sh -c 'echo \"sh $0\"; exit 5'",
                "(echo \"sub $BASH_SUBSHELL\"; exit 3) & wait $!; echo \"waited $?\"",
                "mkfifo f; (read -r x < f) & jobs; echo > f; wait; echo \"waited $? [$(jobs)]\"; rm f",
                "x=1\nif [ \"$x\" = 1 ]; then\n  echo one\nfi\n"
                        + "for i in a b; do\n  echo \"$i $LINENO\"\ndone\n\necho last",
                "printf '%s\\n' 'héllo \"wörld\" ✓ 日本 a\\b'; echo \"${#BASH_EXECUTION_STRING}\"",
                "echo x; kill -TERM $$; echo y",
                "return 3; echo \"after $?\"",
                "shopt -s expand_aliases\nalias hi='echo alias'\nhi",
                "echo \"$(echo $$) $BASHPID\" | awk '{print ($1 == $2)}'",
                "echo $(ls /proc/$$/fd)",
                "cat <<'EOF' | wc -c\n" + "x".repeat(100_000) + "\nEOF");
    }

    @ParameterizedTest
    @MethodSource("commands")
    void aCommandSeesWhatBashCShowsWhereverItRuns(String command) throws Exception {
        Ran expected = bashC(command);

        assertEquals(expected, inASpare(command), "in a spare");
        assertEquals(expected, fresh(command), "started afresh");
        assertEquals(expected, withoutSandbox(command), "without a sandbox");
    }

    /** The shell is the loader's: no second bash starts for the command (an exec of bash within every step). */
    @Test
    void aCommandRunsInTheBashItsLoaderStarted() {
        String line = "tr '\\0' ' ' < /proc/$$/cmdline";
        String loader = "bash -c " + ShellLoader.LOADER + " ";

        assertEquals(new Ran(0, loader), inASpare(line));
        assertEquals(new Ran(0, loader), fresh(line));
        assertEquals(new Ran(0, "bash -c " + line + " "), withoutSandbox(line));
    }

    /** Where the loader differs from {@code bash -c}: eval reports the syntax error, with the same status. */
    @Test
    void aSyntaxErrorIsReportedAsEvalsWithTheSameStatus() throws Exception {
        String command = "echo one\necho two; fi\necho three";
        Ran bashC = bashC(command);
        Ran expected = new Ran(bashC.exitCode(), bashC.output().replace("bash: -c: ", "bash: eval: "));

        assertEquals(2, expected.exitCode());
        assertTrue(expected.output().startsWith("one\nbash: eval: line 2: syntax error near unexpected token"),
                expected.output());
        assertEquals(expected, inASpare(command));
        assertEquals(expected, fresh(command));
        assertEquals(bashC, withoutSandbox(command));
    }

    /**
     * Where the loader differs from {@code bash -c}: the command's last program is forked, not run in the shell's
     * place, so one killed by a signal is reported by the shell as a job is (same status); {@code bash -c} ran it
     * as itself and said nothing.
     */
    @Test
    void aLastProgramKilledBySignalIsReportedAsAJobWithTheSameStatus() throws Exception {
        String command = "sh -c 'kill -TERM $$'";
        Ran bashC = bashC(command);

        assertEquals(new Ran(143, ""), bashC);
        Ran spare = inASpare(command);
        assertEquals(143, spare.exitCode());
        assertTrue(spare.output().contains("Terminated"), spare.output());
        assertEquals(spare, fresh(command));
        assertEquals(bashC, withoutSandbox(command));
    }

    /**
     * A command longer than an argument may be (128 KiB on Linux) runs in a spare and afresh alike: given on the
     * loader's input, it never is one (the spare's {@code exec bash -c "$c"} failed on it, a fresh {@code bash -c}
     * of it could not start).
     */
    @Test
    void aCommandLongerThanAnArgumentMayBeRunsInASpareAndAfresh() {
        String command = "cat <<'EOF' | wc -c\n" + "é".repeat(150_000) + "\nEOF\necho \"${#BASH_EXECUTION_STRING}\"";
        Ran expected = new Ran(0, "300001\n" + command.length() + "\n");

        assertEquals(expected, inASpare(command));
        assertEquals(expected, fresh(command));
    }

    /** A NUL cannot reach bash (its {@code read} drops it): such a command is refused, as Java refused it before. */
    @Test
    void aCommandWithANulCharacterIsRefusedWhereverItWouldRun() {
        CommandOutcome spare = runInASpare("echo a\0echo b");
        CommandOutcome fresh = spares.run(folder, "echo a\0echo b", MINUTE, CancellationToken.none());

        assertEquals(-1, spare.exitCode());
        assertTrue(spare.output().endsWith(": invalid null character in command"), spare.output());
        assertEquals(spare, fresh);
    }

    /**
     * A fresh start's output is read past the loader's ready sign, and only past that: where the sandbox fails
     * before its loader runs (bubblewrap's own error, a status of its own), what it wrote is the command's
     * output from its first byte on.
     */
    @Test
    void aSandboxThatFailsBeforeItsLoaderRunsIsHeardFromItsFirstByte() {
        Sandbox failing = new PlainSandbox() {
            @Override
            public List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access) {
                return List.of("sh", "-c", "echo 'sandbox: cannot mount /work'; exit 1");
            }
        };
        try (BashCommandRunner runner = new BashCommandRunner(new ShellSetup(ENVIRONMENT, failing),
                ProtectedPaths.WORKSPACE_ONLY)) {
            assertEquals(new Ran(1, "sandbox: cannot mount /work\n"),
                    Ran.of(runner.run(folder, "echo never", MINUTE, CancellationToken.none())));
        }
        assertEquals(new Ran(0, "after\n"), fresh("echo after"), "a loader's own ready sign is not output");
    }

    private CommandOutcome runInASpare(String command) {
        spares.prepareNext(folder);
        return spares.run(folder, command, MINUTE, CancellationToken.none());
    }
}
