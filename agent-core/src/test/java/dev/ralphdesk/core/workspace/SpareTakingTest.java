package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.sandbox.Sandbox;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.core.sandbox.ShellAccess;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import dev.ralphdesk.core.sandbox.ShellSetup;
import java.nio.file.Files;
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

    /**
     * Runs commands as they are (a plain bash), as a sandbox that ends its processes would; records each
     * line and the workspace it was asked to bind.
     */
    private record RecordingSandbox(List<List<String>> lines, List<Path> workspaces) implements Sandbox {
        RecordingSandbox(List<List<String>> lines) {
            this(lines, new CopyOnWriteArrayList<>());
        }

        @Override
        public List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access) {
            lines.add(List.copyOf(command));
            workspaces.add(workspace);
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
            runner.prepareNext(folder);
            CommandOutcome second = runner.run(folder, "echo two", MINUTE, CancellationToken.none());

            assertEquals("one\n", first.output());
            assertEquals("two\n", second.output());
        }
        // the fresh start's line, then the spare's: the same loader, given its command as it starts or later
        assertEquals(List.of(ShellLoader.LINE, ShellLoader.LINE), lines);
    }

    /**
     * The next command's spare starts when the caller moves on ({@code prepareNext}: a turn's next model
     * request going out), not as the command ends, when its start would compete with the step's records.
     */
    @Test
    void theNextSpareStartsWhenTheCallerMovesOnNotAsTheCommandEnds() {
        List<List<String>> lines = new CopyOnWriteArrayList<>();
        ShellSetup shell = new ShellSetup(ShellEnvironment.standard(() -> Map.of("PATH", System.getenv("PATH"))),
                new RecordingSandbox(lines));
        List<String> fresh = ShellLoader.LINE;
        try (BashCommandRunner runner = new BashCommandRunner(shell, ProtectedPaths.WORKSPACE_ONLY)) {
            assertEquals("one\n", runner.run(folder, "echo one", MINUTE, CancellationToken.none()).output());
            assertEquals(List.of(fresh), lines);

            runner.prepareNext(folder);
            runner.prepareNext(folder);
            assertEquals("two\n", runner.run(folder, "echo two", MINUTE, CancellationToken.none()).output());
        }
        assertEquals(List.of(fresh, ShellLoader.LINE), lines);
    }

    /**
     * A turn's first request goes out before any command has put a spare off: one starts for the turn's
     * workspace then, and its first command takes it; a request after it, no command between, starts no other.
     */
    @Test
    void aTurnsFirstCommandRunsInTheSpareStartedWithItsFirstRequest() {
        List<List<String>> lines = new CopyOnWriteArrayList<>();
        ShellSetup shell = new ShellSetup(ShellEnvironment.standard(() -> Map.of("PATH", System.getenv("PATH"))),
                new RecordingSandbox(lines));
        try (BashCommandRunner runner = new BashCommandRunner(shell, ProtectedPaths.WORKSPACE_ONLY)) {
            runner.prepareNext(folder);
            runner.prepareNext(folder);
            assertEquals("one\n", runner.run(folder, "echo one", MINUTE, CancellationToken.none()).output());
        }
        assertEquals(List.of(ShellLoader.LINE), lines);
    }

    @Test
    void aSparesLineBindsTheRealPathItsStampsWereTakenOf() throws Exception {
        // a workspace reached through a link: the spare's stamps begin with the link's target, and its line
        // must bind that very path (were the link re-pointed between the two, the spare would otherwise bind
        // another workspace than its stamps say, and a later command with matching stamps would run there)
        Path real = Files.createDirectory(folder.resolve("real"));
        Path link = Files.createSymbolicLink(folder.resolve("link"), real);
        RecordingSandbox sandbox = new RecordingSandbox(new CopyOnWriteArrayList<>());
        ShellSetup shell = new ShellSetup(ShellEnvironment.standard(() -> Map.of("PATH", System.getenv("PATH"))),
                sandbox);
        try (BashCommandRunner runner = new BashCommandRunner(shell, ProtectedPaths.WORKSPACE_ONLY)) {
            assertEquals("one\n", runner.run(link, "echo one", MINUTE, CancellationToken.none()).output());
            runner.prepareNext(link);
            assertEquals("two\n", runner.run(link, "echo two", MINUTE, CancellationToken.none()).output());
        }
        // the fresh start's line is asked for the folder as given (the sandbox resolves it); the spare's for
        // the real path its stamps name
        assertEquals(List.of(link, real.toRealPath()), sandbox.workspaces());
    }
}
