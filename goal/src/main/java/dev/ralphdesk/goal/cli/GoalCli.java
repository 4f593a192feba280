package dev.ralphdesk.goal.cli;

import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.cli.CliValues;
import dev.ralphdesk.core.cli.CommandGroup;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.cli.ReadsOnly;
import dev.ralphdesk.core.cli.SessionRefs;
import dev.ralphdesk.core.cli.Steers;
import dev.ralphdesk.core.control.ControlClient;
import dev.ralphdesk.core.control.ControlRequest;
import dev.ralphdesk.core.control.OwnerAnswer;
import dev.ralphdesk.core.harness.CliServices;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.terminal.TerminalText;
import dev.ralphdesk.goal.command.GoalStatusText;
import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.domain.GoalException;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.service.GoalResult;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalView;
import java.io.PrintStream;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code goal status|create|edit|pause|resume|clear|extend --session ID …}: the goal of a chat
 * session, headless. A verb prints the goal's status after it; a refused verb prints the goal's
 * error code (exit code 1). While another Ralph Desk owns the data folder (the window, a headless
 * run), {@code status}, {@code pause}, {@code resume} and {@code clear} ask it over the control socket
 * ({@link GoalControl}); otherwise they act on the session's log. Goal rounds run headless only with
 * {@code chat --goal}.
 */
@Command(name = GoalCli.NAME, description = "Show and change the goal of a chat session. Rounds run headless only "
        + "with `chat --session ID --goal /goal`.",
        footer = {"", "ID is a session id or any unique prefix of it (at least 4 characters)."})
public final class GoalCli extends CommandGroup {
    public static final String NAME = "goal";
    private static final String SESSION = "--session";
    private static final String SESSION_HELP = "The chat session: its id or a unique prefix of it.";
    private static final String REVISION_HELP = "Refuse the change unless the goal is still at this revision.";
    private final Supplier<GoalService> service;
    private final CliServices services;
    private final PrintStream out;

    /**
     * @param service the goal service, asked for only when a sub-command runs: the command line is parsed
     *     before the application it belongs to is composed
     */
    public GoalCli(Supplier<GoalService> service, CliServices services) {
        this.service = service;
        this.services = services;
        this.out = services.out();
    }

    @ReadsOnly
    @Command(name = "status", description = "Show the goal: phase, rounds used / cap, budgets, usage.")
    int status(@Option(names = SESSION, required = true, paramLabel = "ID", description = SESSION_HELP) String id) {
        SessionId session = session(id);
        Optional<ControlClient> owner = services.owner();
        if (owner.isPresent()) {
            return ask(owner.get(), "goal.status", session, null);
        }
        out.println(TerminalText.safe(GoalStatusText.render(service.get().view(session))));
        return ExitCode.OK.code();
    }

    @Command(name = "create", description = "Give the session a goal (refused while an unfinished one exists).")
    int create(@Option(names = SESSION, required = true, paramLabel = "ID", description = SESSION_HELP) String id,
            @Option(names = "--max-rounds", paramLabel = "N",
                    description = "Round cap (default: caps.maxGoalRounds in settings.json, else 256).")
            Integer maxRounds,
            @Option(names = "--check", paramLabel = "CMD",
                    description = "A command the harness runs to confirm a completion claim; it must exit 0.")
            String check,
            @Option(names = "--mode", paramLabel = "MODE", description = "keep-history (default) or compact.")
            String mode,
            @Option(names = "--budget-tokens", paramLabel = "N", converter = CliValues.WholeNumber.class,
                    description = "Token budget.") Long tokens,
            @Option(names = "--budget-cost", paramLabel = "USD", converter = CliValues.Dollars.class,
                    description = "Cost budget in US dollars.") Double cost,
            @Option(names = "--budget-time", paramLabel = "TIME", converter = CliValues.Time.class,
                    description = "Wall-time budget: seconds or 90s, 30m, 2h.") Duration time,
            @Option(names = "--verify", paramLabel = "TEXT", description = "How the agent should verify its work.")
            String verify,
            @Parameters(arity = "1..*", paramLabel = "OBJECTIVE", description = "What the goal is.")
            List<String> objective) {
        SessionId session = session(id);
        GoalDraft draft = domain(() -> new GoalDraft(String.join(" ", objective).strip(), maxRounds, check,
                tokens == null && cost == null && time == null ? null
                        : new GoalBudgets(tokens, cost, time == null ? null : Math.max(1, time.toSeconds())),
                mode(mode), verify));
        return report(service.get().create(session, draft));
    }

    @Command(name = "edit", description = "Change the goal's objective or settings; what you leave out stays.")
    int edit(@Option(names = SESSION, required = true, paramLabel = "ID", description = SESSION_HELP) String id,
            @Option(names = "--revision", paramLabel = "N", description = REVISION_HELP) Long revision,
            @Option(names = "--max-rounds", paramLabel = "N", description = "New round cap.") Integer maxRounds,
            @Option(names = "--check", paramLabel = "CMD", description = "New check command (\"\" removes it).")
            String check,
            @Option(names = "--mode", paramLabel = "MODE", description = "keep-history or compact.") String mode,
            @Option(names = "--verify", paramLabel = "TEXT", description = "New verifier instructions (\"\" removes "
                    + "them).") String verify,
            @Parameters(arity = "0..*", paramLabel = "OBJECTIVE", description = "New objective.")
            List<String> objective) {
        SessionId session = session(id);
        String text = objective == null ? "" : String.join(" ", objective).strip();
        GoalEdit edit = new GoalEdit(text.isEmpty() ? null : text, maxRounds, check, null, mode(mode), verify);
        if (edit.isEmpty()) {
            throw CliException.usage("say what to change: an objective or an option such as --max-rounds");
        }
        return report(service.get().edit(session, expected(session, revision), edit));
    }

    @Steers
    @Command(name = "pause", description = "Pause the goal: no further round starts.")
    int pause(@Option(names = SESSION, required = true, paramLabel = "ID", description = SESSION_HELP) String id,
            @Option(names = "--revision", paramLabel = "N", description = REVISION_HELP) Long revision) {
        return steer("goal.pause", id, revision, service.get()::pause);
    }

    @Steers
    @Command(name = "resume", description = "Resume a paused or blocked goal (rounds run with `chat --goal`).")
    int resume(@Option(names = SESSION, required = true, paramLabel = "ID", description = SESSION_HELP) String id,
            @Option(names = "--revision", paramLabel = "N", description = REVISION_HELP) Long revision) {
        return steer("goal.resume", id, revision, service.get()::resume);
    }

    @Steers
    @Command(name = "clear", description = "Remove the goal.")
    int clear(@Option(names = SESSION, required = true, paramLabel = "ID", description = SESSION_HELP) String id,
            @Option(names = "--revision", paramLabel = "N", description = REVISION_HELP) Long revision) {
        return steer("goal.clear", id, revision, service.get()::clear);
    }

    @Command(name = "extend", description = "Raise the goal's round cap or budgets by the amounts given, and "
            + "resume it. Each amount is added to the current limit (e.g. --rounds 5 on a cap of 20 makes it 25).")
    int extend(@Option(names = SESSION, required = true, paramLabel = "ID", description = SESSION_HELP) String id,
            @Option(names = "--revision", paramLabel = "N", description = REVISION_HELP) Long revision,
            @Option(names = "--rounds", paramLabel = "N", converter = CliValues.WholeNumber.class,
                    description = "Rounds to add to the round cap.") Long rounds,
            @Option(names = "--tokens", paramLabel = "N", converter = CliValues.WholeNumber.class,
                    description = "Tokens to add to the token budget.") Long tokens,
            @Option(names = "--cost", paramLabel = "USD", converter = CliValues.Dollars.class,
                    description = "US dollars to add to the cost budget.") Double cost,
            @Option(names = "--time", paramLabel = "TIME", converter = CliValues.Time.class,
                    description = "Time to add to the time budget: seconds or 90s, 30m, 2h.") Duration time) {
        SessionId session = session(id);
        if (rounds == null && tokens == null && cost == null && time == null) {
            throw CliException.usage("say what to add: --rounds, --tokens, --cost or --time");
        }
        GoalView before = service.get().view(session);
        if (!before.hasGoal()) {
            throw new CliException(ExitCode.FAILED, "session " + session + " has no goal to extend");
        }
        GoalSnapshot goal = before.goal();
        BudgetExtension extension = domain(() -> BudgetExtension.adding(goal, rounds, tokens, cost,
                time == null ? null : Math.max(1, time.toSeconds())));
        GoalResult result = service.get().extend(session, expected(session, revision), extension);
        if (result.ok()) {
            out.println(ExtensionText.describe(goal, extension));
        }
        return report(result);
    }

    private SessionId session(String idOrPrefix) {
        return SessionRefs.resolve(services.harness().store(), idOrPrefix).id();
    }

    private GoalRef expected(SessionId session, Long revision) {
        return GoalControl.expected(service.get(), session, revision);
    }

    /**
     * A verb that steers the goal: the Ralph Desk that owns the data folder does it when one runs
     * ({@code goal.VERB} on its control socket), else this process, on the session's log.
     */
    private int steer(String verb, String id, Long revision, BiFunction<SessionId, GoalRef, GoalResult> direct) {
        SessionId session = session(id);
        Optional<ControlClient> owner = services.owner();
        if (owner.isPresent()) {
            return ask(owner.get(), verb, session, revision);
        }
        return report(direct.apply(session, expected(session, revision)));
    }

    /** Asks the Ralph Desk that owns the data folder to do the verb, and prints what it answers. */
    private int ask(ControlClient owner, String verb, SessionId session, Long revision) {
        Map<String, String> args = new LinkedHashMap<>();
        args.put("session", session.value());
        if (revision != null) {
            args.put("revision", revision.toString());
        }
        return OwnerAnswer.print(owner.call(ControlRequest.of(verb, args)), out);
    }

    private int report(GoalResult result) {
        if (result instanceof GoalResult.Failed failed) {
            throw new CliException(ExitCode.FAILED, failed.describe());
        }
        out.println(TerminalText.safe(GoalStatusText.render(((GoalResult.Ok) result).view())));
        return ExitCode.OK.code();
    }

    private static ContinuationMode mode(String wire) {
        return wire == null ? null : domain(() -> ContinuationMode.fromWire(wire.strip()));
    }

    /** A value the goal domain refuses is bad arguments, named by its code. */
    private static <T> T domain(Supplier<T> value) {
        try {
            return value.get();
        } catch (GoalException e) {
            throw CliException.usage(e.describe());
        }
    }
}
