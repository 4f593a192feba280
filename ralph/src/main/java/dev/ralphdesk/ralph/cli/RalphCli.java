package dev.ralphdesk.ralph.cli;

import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.cli.CliValues;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.cli.IdPrefix;
import dev.ralphdesk.core.cli.ReadsOnly;
import dev.ralphdesk.core.cli.Steers;
import dev.ralphdesk.core.control.ControlClient;
import dev.ralphdesk.core.control.ControlRequest;
import dev.ralphdesk.core.control.OwnerAnswer;
import dev.ralphdesk.core.harness.CliServices;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.terminal.TerminalText;
import dev.ralphdesk.ralph.RalphException;
import dev.ralphdesk.ralph.command.RunText;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RunBudgets;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import dev.ralphdesk.ralph.service.RalphService;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The headless {@code ralph} command: {@code ralph --workspace DIR [limits] OBJECTIVE} starts a run in
 * a new chat session and follows it, one line per round; {@code ralph show RUN} prints a run's
 * timeline; {@code ralph resume RUN} resumes an interrupted run. A run ends with its outcome's exit
 * code.
 */
@Command(name = RalphCli.NAME, description = {"Start a Ralph run: every round a fresh agent works on OBJECTIVE in "
        + "the workspace; one line per round. Or show, cancel or resume a run.",
        "Quote the objective when it begins with 'show', 'cancel' or 'resume'."},
        footer = {"", "RUN is a run id or any unique prefix of it (at least 4 characters, e.g. the 8 of 'Ralph run "
                + "1b2c3d4e')."})
public final class RalphCli implements Callable<Integer> {
    public static final String NAME = "ralph";
    private static final String RUN_LABEL = "RUN";
    private final Supplier<RalphService> service;
    private final CliServices services;

    @Option(names = "--workspace", paramLabel = "DIR", description = "The folder the run works in (required).")
    Path workspace;
    @Option(names = "--max-rounds", paramLabel = "N",
            description = "Round cap (default and most: caps.maxRalphRounds in settings.json, else 256).")
    Integer maxRounds;
    @Option(names = "--check", paramLabel = "CMD",
            description = "A command the harness runs to confirm a completion; it must exit 0.")
    String check;
    @Option(names = "--max-tokens", paramLabel = "N", converter = CliValues.WholeNumber.class,
            description = "Token budget of the run.")
    Long maxTokens;
    @Option(names = "--max-cost", paramLabel = "USD", converter = CliValues.Dollars.class,
            description = "Cost budget of the run in US dollars.")
    Double maxCost;
    @Option(names = "--max-time", paramLabel = "TIME", converter = CliValues.Time.class,
            description = "Wall-time budget of the run: seconds or 90s, 30m, 2h.")
    Duration maxTime;
    @Parameters(arity = "0..*", paramLabel = "OBJECTIVE", description = "What the run should achieve.")
    List<String> objective;

    /**
     * @param service the Ralph service, asked for only when the command runs: the command line is parsed
     *     before the application it belongs to is composed
     */
    public RalphCli(Supplier<RalphService> service, CliServices services) {
        this.service = service;
        this.services = services;
    }

    @Override
    public Integer call() {
        if (workspace == null) {
            throw CliException.usage("--workspace DIR is required (the folder the run works in)");
        }
        String text = objective == null ? "" : String.join(" ", objective).strip();
        if (text.isEmpty()) {
            throw CliException.usage("say what the run should achieve: ralph --workspace DIR \"objective\"");
        }
        RunBudgets budgets = ralph(() -> {
            try {
                return new RunBudgets(maxTokens, maxCost, maxTime == null ? null : maxTime.toMillis());
            } catch (IllegalArgumentException e) {
                throw CliException.usage(e.getMessage());
            }
        });
        services.requireModel();
        SessionId session = services.harness().createChat("Ralph: " + abbreviate(text), workspace).sessionId();
        RalphRun run = ralph(() -> service.get().start(session, new RalphRequest(text, maxRounds, check, budgets)));
        services.out().println("Ralph run " + run.runId() + " in session " + session + " (workspace " + workspace + ")");
        return new RunFollower(services.out()).follow(run).code();
    }

    @ReadsOnly
    @Command(name = "show", description = "Print a run's timeline: one line per round, then its outcome.")
    int show(@Parameters(paramLabel = RUN_LABEL, description = "The run.") String run) {
        RunView view = service.get().run(runId(run)).orElseThrow(() -> notFound(run));
        services.out().println(TerminalText.safe(RunText.header(view)));
        for (RoundView round : view.rounds()) {
            services.out().println("  " + TerminalText.safe(RunText.round(round, view)));
        }
        if (view.result() != null) {
            RunFollower.printResult(view.result(), services.out());
        } else if (view.state() == RunState.INTERRUPTED) {
            services.out().println("interrupted: nothing runs until you resume it (ralph resume " + view.runId() + ")");
        }
        return ExitCode.OK.code();
    }

    @Steers
    @Command(name = "cancel", description = "Cancel a run: the one going (in the window or a headless run) stops; "
            + "an interrupted one is recorded cancelled and no longer offered for resuming.")
    int cancel(@Parameters(paramLabel = RUN_LABEL, description = "The run.") String run) {
        String id = runId(run);
        Optional<ControlClient> owner = services.owner();
        if (owner.isPresent()) {
            return OwnerAnswer.print(owner.get().call(ControlRequest.of("ralph.cancel", Map.of("run", id))),
                    services.out());
        }
        services.out().println(RalphControl.cancelled(id, ralph(() -> service.get().cancelByPerson(id))));
        return ExitCode.OK.code();
    }

    @Command(name = "resume", description = "Resume an interrupted run from its last good report, and follow it.")
    int resume(@Parameters(paramLabel = RUN_LABEL, description = "The interrupted run.") String run) {
        String id = runId(run);
        services.requireModel();
        return new RunFollower(services.out()).follow(ralph(() -> service.get().resume(id))).code();
    }

    private String runId(String text) {
        return IdPrefix.resolve(text, service.get().runIds(), id -> id, id -> id, "Ralph run",
                "a run prints its id when it starts (\"Ralph run …\")");
    }

    private static CliException notFound(String run) {
        return CliException.usage("no Ralph run " + run);
    }

    /** A refusal of the Ralph service as the exit code it means. */
    private static <T> T ralph(Supplier<T> action) {
        try {
            return action.get();
        } catch (RalphException e) {
            throw new CliException(exitCode(e.code()), e.describe());
        }
    }

    private static ExitCode exitCode(RalphException.Code code) {
        switch (code) {
            case RALPH_PROVIDER_MISSING:
            case RALPH_PROVIDER_UNSTRUCTURED:
            case RALPH_PROVIDER_INHERITS_CONTEXT:
            case RALPH_WORKFLOW_REFUSED:
                return ExitCode.ENVIRONMENT;
            case RALPH_RUN_ACTIVE:
            case RALPH_SESSION_BUSY:
            case RALPH_NOT_RESUMABLE:
                return ExitCode.FAILED;
            default:
                return ExitCode.USAGE;
        }
    }

    private static String abbreviate(String objective) {
        String line = objective.replaceAll("\\s+", " ").strip();
        return line.length() <= 60 ? line : line.substring(0, 59) + "…";
    }
}
