package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.sandbox.Sandbox;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.core.sandbox.ShellAccess;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import dev.ralphdesk.core.sandbox.ShellSetup;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Taking the spare made for a command compares what it was made from (the environment and the host's
 * stamps), and makes no sandbox command line: the only lines made are a fresh start's and each spare's.
 */
class SpareTakingTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);
    @TempDir
    Path folder;

    /** Runs commands as they are (a plain bash), as a sandbox that ends its processes would; records each line. */
    private record RecordingSandbox(List<List<String>> lines) implements Sandbox {
        @Override
        public List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access) {
            lines.add(List.copyOf(command));
            return List.copyOf(command);
        }

        @Override
        public SandboxStatus status() {
            return new SandboxStatus(SandboxStatus.State.ACTIVE, "recording");
        }

        @Override
        public boolean endsItsProcessesWithTheCommand() {
            return true;
        }
    }

    @Test
    void aCommandRunInItsSpareMakesNoCommandLineOfItsOwn() {
        List<List<String>> lines = new CopyOnWriteArrayList<>();
        ShellSetup shell = new ShellSetup(ShellEnvironment.standard(() -> Map.of("PATH", System.getenv("PATH"))),
                new RecordingSandbox(lines));
        try (BashCommandRunner runner = new BashCommandRunner(shell, ProtectedPaths.WORKSPACE_ONLY)) {
            CommandOutcome first = runner.run(folder, "echo one", MINUTE, CancellationToken.none());
            CommandOutcome second = runner.run(folder, "echo two", MINUTE, CancellationToken.none());

            assertEquals("one\n", first.output());
            assertEquals("two\n", second.output());
        }
        List<String> spare = List.of("bash", "-c", SpareShell.LOADER);
        assertEquals(List.of(List.of("bash", "-c", "echo one"), spare, spare), lines);
    }
}
