package dev.ralphdesk.core.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.approval.Verdict;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.effect.ShellCommand;
import dev.ralphdesk.core.sandbox.ShellAccess;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolException;
import dev.ralphdesk.core.tool.ToolResult;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * {@code shell}: runs a bash command in the workspace root once the approval policy allows it. In
 * the sandbox the workspace's {@code .git} and {@code .ralph-desk} are read-only unless the call
 * sets {@code write_git}, which the person must allow by name. The model sees the capped output and
 * a line with the exit code (or the timeout); the person keeps the full output. A
 * {@link WorkspaceSnapshot} before and after the command tells whether the workspace changed while
 * it ran: then the call is a write (it voids earlier verifier evidence and is no evidence itself)
 * and a last line names the files. Cancelling kills the process tree, then throws
 * {@link CancelledException}.
 */
public final class ShellTool implements Tool {
    public static final int DEFAULT_TIMEOUT_SECONDS = 120;
    public static final int MAX_TIMEOUT_SECONDS = 3600;
    private static final int NAMED_CHANGES = 10;
    /** What a {@code write_git} call names as the protected target. */
    public static final String PROTECTED_FOLDERS = String.join(" and ", ProtectedPaths.WORKSPACE_NAMES.stream()
            .map(name -> name + "/").toList());
    private final CommandRunner runner;

    public ShellTool(CommandRunner runner) {
        this.runner = Objects.requireNonNull(runner, "runner");
    }

    @Override
    public String name() {
        return "shell";
    }

    @Override
    public String description() {
        return "Run a bash command in the workspace root (standard input closed, standard error merged into the "
                + "output). Times out after " + DEFAULT_TIMEOUT_SECONDS + " s unless timeout_seconds says otherwise; "
                + "long output keeps its beginning and end. The last line gives the exit code. .git and .ralph-desk "
                + "are read-only unless write_git is true (for git commit, checkout, …; the person is asked).";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object()
                .string("command", "The bash command to run", true)
                .integer("timeout_seconds", "Seconds before the command is killed (default " + DEFAULT_TIMEOUT_SECONDS
                        + ", at most " + MAX_TIMEOUT_SECONDS + ")", false)
                .bool("write_git", "True only when the command must change .git (commit, checkout, branch…)", false)
                .build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        String command = ToolArguments.requiredString(arguments, "command");
        if (command.isBlank()) {
            throw new ToolException("The command is empty.");
        }
        int timeoutSeconds = ToolArguments.optionalInt(arguments, "timeout_seconds", DEFAULT_TIMEOUT_SECONDS, 1,
                MAX_TIMEOUT_SECONDS);
        boolean writeGit = ToolArguments.optionalBool(arguments, "write_git", false);
        context.cancel().throwIfCancelled();
        Verdict verdict = context.approve(new ShellCommand(name(), command, writeGit ? PROTECTED_FOLDERS : null));
        if (!verdict.allowed()) {
            return ToolResult.error(verdict.refusal());
        }
        WorkspaceSnapshot before = WorkspaceSnapshot.take(context.workspace().root());
        CommandOutcome outcome = runner.run(context.workspace().root(), command, Duration.ofSeconds(timeoutSeconds),
                context.cancel(), writeGit ? ShellAccess.PROTECTED_WRITABLE : ShellAccess.STANDARD);
        List<String> changed = WorkspaceSnapshot.take(context.workspace().root()).changedSince(before);
        if (outcome.cancelled()) {
            throw new CancelledException();
        }
        String status = outcome.timedOut() ? "timed out after " + timeoutSeconds + " s"
                : "exit code: " + outcome.exitCode();
        String output = outcome.output();
        String shown = (output.isEmpty() || output.endsWith("\n") ? output + status : output + "\n" + status)
                + changedNote(changed);
        return new ToolResult(shown, !outcome.passed(), outcome.exitCode(), outcome.fullOutput(),
                outcome.totalChars(), outcome.storedChars(), !changed.isEmpty());
    }

    /** {@code files changed while it ran: a.txt, b.txt and 3 more}, on a line of its own; empty for none. */
    static String changedNote(List<String> changed) {
        if (changed.isEmpty()) {
            return "";
        }
        List<String> named = changed.subList(0, Math.min(changed.size(), NAMED_CHANGES));
        int more = changed.size() - named.size();
        return "\nfiles changed while it ran: " + String.join(", ", named) + (more > 0 ? " and " + more + " more" : "");
    }
}
