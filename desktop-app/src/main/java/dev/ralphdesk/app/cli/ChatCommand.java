package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.agent.TurnInput;
import dev.ralphdesk.core.agent.TurnOutcome;
import dev.ralphdesk.core.command.CommandRegistry;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.terminal.TerminalText;
import dev.ralphdesk.goal.cli.GoalCli;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;

/**
 * {@code chat --workspace DIR [--session ID] [--goal] MESSAGE…}: runs one turn (or command) and
 * prints it as it happens; with {@code --goal}, then runs goal rounds until the goal stops.
 */
final class ChatCommand {
    private final PrintStream out;

    ChatCommand(PrintStream out) {
        this.out = out;
    }

    ExitCode run(AppServices app, CliArgs args) throws InterruptedException {
        String message = String.join(" ", args.positional()).strip();
        if (message.isEmpty()) {
            throw new CliArgs.UsageException("chat needs a message, e.g. chat --workspace . \"list the files\"");
        }
        Agent agent = args.option("session")
                .map(id -> app.harness().open(new SessionId(id)))
                .orElseGet(() -> app.harness().createChat(title(message), workspace(args)));
        out.println("session " + agent.sessionId() + " in " + agent.workspace());
        try (AutoCloseable ignored = app.harness().events().subscribe(new TranscriptPrinter(agent.sessionId(), out))) {
            ExitCode first;
            if (CommandRegistry.isCommand(message)) {
                CommandResult result = app.harness().commands().dispatch(agent, message);
                out.println(TerminalText.safe(result.output()));
                first = result.ok() ? ExitCode.OK : ExitCode.FAILED;
            } else {
                first = exitFor(agent.submit(TurnInput.human(message)).get().outcome());
            }
            if (!args.flag("goal") || first != ExitCode.OK) {
                return first;
            }
            return code(new GoalCli().runRounds(app.harness(), app.goal(), agent.sessionId(), out));
        } catch (ExecutionException e) {
            throw new IllegalStateException("the turn failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    private static ExitCode code(int value) {
        for (ExitCode code : ExitCode.values()) {
            if (code.code() == value) {
                return code;
            }
        }
        throw new IllegalStateException("unexpected exit code " + value);
    }

    static Path workspace(CliArgs args) {
        return Path.of(args.option("workspace").orElseThrow(() ->
                new CliArgs.UsageException("--workspace DIR is required (the folder the agent works in)")));
    }

    static ExitCode exitFor(TurnOutcome outcome) {
        switch (outcome.kind()) {
            case COMPLETED:
                return ExitCode.OK;
            case CANCELLED:
                return ExitCode.CANCELLED;
            case USAGE_LIMITED:
            case MAX_TOKENS:
            case REFUSED:
            case STEP_LIMIT:
                return ExitCode.BLOCKED;
            case ERROR:
                return ExitCode.FAILED;
            default:
                throw new IllegalStateException("unexpected outcome " + outcome.kind());
        }
    }

    private static String title(String message) {
        String line = message.lines().findFirst().orElse(message);
        return line.length() <= 60 ? line : line.substring(0, 60) + "…";
    }
}
