package dev.ralphdesk.core.workspace;

import static dev.ralphdesk.core.workspace.ToolFixture.args;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.effect.ShellCommand;
import dev.ralphdesk.core.tool.ToolException;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShellToolTest {
    @TempDir
    Path root;
    private Workspace workspace;
    private final ShellTool shell = new ShellTool(new BashCommandRunner());

    @BeforeEach
    void open() {
        workspace = Workspace.open(root);
    }

    private ToolResult run(Object... arguments) {
        return shell.call(args(arguments), ToolFixture.context(workspace));
    }

    @Test
    void passingCommandRunsInTheWorkspaceRootAndEndsWithItsExitCode() {
        ToolResult result = run("command", "pwd");

        assertEquals(new ToolResult(root.toAbsolutePath() + "\nexit code: 0", false, 0, root.toAbsolutePath() + "\n",
                root.toAbsolutePath().toString().length() + 1, false), result);
    }

    @Test
    void nonZeroExitIsAnErrorCarryingTheCode() {
        ToolResult result = run("command", "echo broken; exit 2");

        assertTrue(result.error());
        assertEquals(2, result.exitCode());
        assertEquals("broken\nexit code: 2", result.output());
    }

    @Test
    void longOutputIsCappedInlineAndKeptWholeForThePerson() {
        ToolResult result = run("command", "seq 1 100000");

        assertTrue(result.output().contains(" characters omitted; full output is 588,895 characters …]"));
        assertTrue(result.output().endsWith("99999\n100000\nexit code: 0"));
        assertEquals(588_895, result.fullSize());
        assertEquals(100_000, result.fullOutput().lines().count());
    }

    @Test
    void timeoutIsAnErrorThatSaysSo() {
        ToolResult result = run("command", "echo begun; sleep 20", "timeout_seconds", 1);

        assertTrue(result.error());
        assertEquals(-1, result.exitCode());
        assertEquals("begun\ntimed out after 1 s", result.output());
    }

    @Test
    void cancellingKillsTheCommandAndThrowsCancelled() throws Exception {
        CancellationToken cancel = new CancellationToken();
        CompletableFuture<ToolResult> running = CompletableFuture.supplyAsync(() -> shell.call(
                args("command", "sleep 30"), ToolFixture.context(workspace, cancel, ApprovalPolicy.auto())));
        List<ProcessHandle> sleeps = ProcessProbe.sleeps(1);
        Thread.sleep(200);

        cancel.cancel(CancelReason.PERSON);

        ExecutionException failure = assertThrows(ExecutionException.class, () -> running.get(1, TimeUnit.SECONDS));
        assertTrue(failure.getCause() instanceof CancelledException, failure.getCause().toString());
        assertEquals(1, sleeps.size());
        assertFalse(ProcessTree.isRunning(sleeps.get(0)));
    }

    @Test
    void deniedCommandIsNotRunAndTheResultSaysThePersonDeniedIt() {
        List<Effect> asked = new ArrayList<>();
        ApprovalPolicy deny = ApprovalPolicy.of(ApprovalSetup.of(ApprovalMode.ASK, request -> {
            asked.add(request.effect());
            return Answer.deny();
        }));

        ToolResult result = shell.call(args("command", "touch marker"),
                ToolFixture.context(workspace, CancellationToken.none(), deny));

        assertEquals(ToolResult.error("The person denied running this command: touch marker. Nothing was done."),
                result);
        assertEquals(List.of(new ShellCommand("shell", "touch marker", null)), asked);
        assertFalse(Files.exists(root.resolve("marker")));
    }

    @Test
    void allowedCommandRuns() {
        ApprovalPolicy allow = ApprovalPolicy.of(ApprovalSetup.of(ApprovalMode.ASK, request -> Answer.once()));

        shell.call(args("command", "touch marker"), ToolFixture.context(workspace, CancellationToken.none(), allow));

        assertTrue(Files.exists(root.resolve("marker")));
    }

    @Test
    void writeGitNamesTheProtectedFoldersInTheQuestion() {
        List<Effect> asked = new ArrayList<>();
        ApprovalPolicy allow = ApprovalPolicy.of(ApprovalSetup.of(ApprovalMode.AUTO_EDIT, request -> {
            asked.add(request.effect());
            return Answer.once();
        }));

        shell.call(args("command", "git commit -qm x", "write_git", true),
                ToolFixture.context(workspace, CancellationToken.none(), allow));

        assertEquals(List.of(new ShellCommand("shell", "git commit -qm x", ".git/ and .ralph-desk/")), asked);
    }

    @Test
    void timeoutOutOfRangeIsRefusedBeforeRunning() {
        ToolException refusal = assertThrows(ToolException.class,
                () -> run("command", "touch marker", "timeout_seconds", 0));

        assertTrue(refusal.getMessage().contains("'timeout_seconds' must be between 1 and 3600"), refusal.getMessage());
        assertFalse(Files.exists(root.resolve("marker")));
    }

    @Test
    void defaultTimeoutIsTwoMinutes() {
        List<Duration> timeouts = new ArrayList<>();
        ShellTool recording = new ShellTool((folder, command, timeout, cancel) -> {
            timeouts.add(timeout);
            return new CommandOutcome(0, "", "", false, false);
        });

        recording.call(args("command", "true"), ToolFixture.context(workspace));

        assertEquals(List.of(Duration.ofSeconds(120)), timeouts);
    }
}
