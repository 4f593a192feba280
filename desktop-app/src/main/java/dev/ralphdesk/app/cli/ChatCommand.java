package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.cli.SessionRefs;
import dev.ralphdesk.core.cli.TranscriptPrinter;
import dev.ralphdesk.core.command.CommandRegistry;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.harness.CliServices;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.model.UsageText;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.replay.TranscriptFold;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.terminal.TerminalText;
import dev.ralphdesk.goal.cli.GoalRounds;
import dev.ralphdesk.goal.service.GoalService;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code chat (--workspace DIR | --session ID) [--goal] MESSAGE…}: runs one turn (or a /command) and
 * prints it as it happens; with {@code --goal}, then runs goal rounds until the goal stops. Its picocli
 * model is made in code ({@link #spec}), as the root's is: the command most runs start with reads no
 * annotation.
 */
final class ChatCommand implements Callable<Integer> {
    static final String NAME = "chat";
    private final Supplier<GoalService> goals;
    private final CliServices services;

    /** Where the turn runs: a new session in a workspace, or an existing session (exactly one of them). */
    Path workspace;
    String session;
    boolean goal;
    List<String> message;

    /** @param goals the goal service, asked for only when {@code --goal} runs rounds */
    ChatCommand(Supplier<GoalService> goals, CliServices services) {
        this.goals = goals;
        this.services = services;
    }

    /** The command's picocli model, its options and parameters bound to this command's fields. */
    CommandSpec spec() {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(this).name(NAME);
        spec.usageMessage().description("Run one turn of a chat (or a /command such as /goal) and print it as it "
                + "happens: assistant text, tool calls and their results.")
                .footer("", "ID is a session id or any unique prefix of it (at least 4 characters).");
        Binding.Fields fields = new Fields();
        spec.addOption(Binding.bound(OptionSpec.builder("--goal").type(boolean.class).arity("0").initialValue(false)
                .description("After the turn, run the session's goal rounds until the goal stops (one line per "
                        + "round). Rounds never run headless without it."), fields).build());
        spec.addPositional(Binding.bound(PositionalParamSpec.builder().arity("1..*").required(true)
                .paramLabel("MESSAGE").type(List.class).auxiliaryTypes(String.class)
                .description("What to say, or a /command."), fields).build());
        spec.addArgGroup(ArgGroupSpec.builder().exclusive(true).multiplicity("1")
                .addArg(Binding.bound(OptionSpec.builder("--workspace").required(true).paramLabel("DIR")
                        .type(Path.class).description("Start a new session in this folder (the agent's workspace)."),
                        fields).build())
                .addArg(Binding.bound(OptionSpec.builder("--session").required(true).paramLabel("ID")
                        .type(String.class).description("Continue this session."), fields).build())
                .build());
        return spec;
    }

    /** The command's fields by option name (and the message by its label). */
    private final class Fields implements Binding.Fields {
        @Override
        public Object get(String name) {
            switch (name) {
                case "--goal":
                    return goal;
                case "MESSAGE":
                    return message;
                case "--workspace":
                    return workspace;
                case "--session":
                    return session;
                default:
                    throw new IllegalArgumentException("no chat option " + name);
            }
        }

        @Override
        @SuppressWarnings("unchecked")
        public void set(String name, Object value) {
            switch (name) {
                case "--goal":
                    goal = (Boolean) value;
                    break;
                case "MESSAGE":
                    message = (List<String>) value;
                    break;
                case "--workspace":
                    workspace = (Path) value;
                    break;
                case "--session":
                    session = (String) value;
                    break;
                default:
                    throw new IllegalArgumentException("no chat option " + name);
            }
        }
    }

    @Override
    public Integer call() throws InterruptedException {
        String text = String.join(" ", message).strip();
        if (text.isEmpty()) {
            throw CliException.usage("the message is empty");
        }
        if (goal || !CommandRegistry.isCommand(text)) {
            services.requireModel();
        }
        Harness harness = services.harness();
        Agent agent = session != null ? harness.open(SessionRefs.resolve(harness.store(), session).id())
                : harness.createChat(title(text), workspace);
        services.out().println("session " + agent.sessionId() + " in " + agent.workspace());
        TranscriptFold printed = harness.transcripts().start();
        printed.listen(new TranscriptPrinter(services.out(), false));
        try (AutoCloseable ignored = printed.follow(harness.events(), agent.sessionId())) {
            ExitCode first = first(harness, agent, text);
            if (!goal || first != ExitCode.OK) {
                return first.code();
            }
            return new GoalRounds(goals.get(), services.out()).run(agent.sessionId()).code();
        } catch (ExecutionException e) {
            throw new IllegalStateException("the turn failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    private ExitCode first(Harness harness, Agent agent, String text) throws InterruptedException, ExecutionException {
        if (CommandRegistry.isCommand(text)) {
            CommandResult result = harness.commands().dispatch(agent, text);
            services.out().println(TerminalText.safe(result.output()));
            return result.ok() ? ExitCode.OK : ExitCode.FAILED;
        }
        TurnResult result = agent.submit(TurnInput.human(text)).get();
        services.out().println("[turn usage: " + UsageText.of(result.usage().total(), result.costUsd()) + "]");
        return exitFor(result.outcome());
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
