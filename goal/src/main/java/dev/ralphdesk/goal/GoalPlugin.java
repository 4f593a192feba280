package dev.ralphdesk.goal;

import dev.ralphdesk.core.gate.CompletionGate;
import dev.ralphdesk.core.harness.CliCommand;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.id.RandomIds;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.CommandRunner;
import dev.ralphdesk.goal.cli.GoalCli;
import dev.ralphdesk.goal.cli.GoalControl;
import dev.ralphdesk.goal.command.GoalCommand;
import dev.ralphdesk.goal.driver.GoalDriver;
import dev.ralphdesk.goal.event.GoalChange;
import dev.ralphdesk.goal.replay.GoalCheckpointFold;
import dev.ralphdesk.goal.service.CompletionJudge;
import dev.ralphdesk.goal.service.GoalRegistry;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalSettings;
import dev.ralphdesk.goal.tools.CreateGoalTool;
import dev.ralphdesk.goal.tools.GetGoalTool;
import dev.ralphdesk.goal.tools.GoalGuidanceSection;
import dev.ralphdesk.goal.tools.UpdateGoalTool;
import java.time.Clock;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Same-session goals, installed only through the plugin context: the {@code goal/change} event and
 * its validator, the goal tools and prompt section, {@code /goal}, the {@code goal …} command line,
 * and the round driver as a turn hook. Without this plugin the app is a plain chat; sessions with goal events still open (the
 * events are skipped as unknown).
 */
public final class GoalPlugin implements Plugin {
    public static final String ID = "goal";
    private static final Set<SessionKind> CHAT = Set.of(SessionKind.CHAT);
    private final CommandRunner checkRunner;
    private final Clock clock;
    private final Supplier<String> ids;
    private GoalService service;

    /** Runs goal check commands with the workspace's bash runner. */
    public GoalPlugin() {
        this(new BashCommandRunner());
    }

    /** @param checkRunner runs goal check commands in the workspace */
    public GoalPlugin(CommandRunner checkRunner) {
        this(checkRunner, Clock.systemUTC(), RandomIds::text);
    }

    public GoalPlugin(CommandRunner checkRunner, Clock clock, Supplier<String> ids) {
        this.checkRunner = Objects.requireNonNull(checkRunner, "checkRunner");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.ids = Objects.requireNonNull(ids, "ids");
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void install(PluginContext context) {
        if (service != null) {
            throw new IllegalStateException("the goal plugin is installed once per harness");
        }
        GoalSettings settings = GoalSettings.from(context.config());
        GoalRegistry registry = new GoalRegistry(context.sessions(), context.claims(), context.agents());
        CompletionJudge judge = new CompletionJudge(new CompletionGate(checkRunner), settings);
        GoalDriver driver = new GoalDriver(registry, context.claims(), settings, clock, judge, context.sessions());
        service = new GoalService(registry, driver, context.sessions(), settings, clock, ids,
                context.pricing()::costBudgetProblem);
        context.addEventType(GoalChange.EVENT_TYPE);
        context.addCheckpointFold(new GoalCheckpointFold(registry::opened));
        context.addTool(new GetGoalTool(registry), CHAT);
        context.addTool(new CreateGoalTool(service, registry), CHAT);
        context.addTool(new UpdateGoalTool(service, registry, judge, settings.blockedAfterRounds()), CHAT);
        context.addPromptSection(new GoalGuidanceSection(settings.blockedAfterRounds()));
        context.addCommand(new GoalCommand(service));
        GoalService created = service;
        context.addCliCommand(cliCommand(() -> created));
        GoalControl.install(context, created);
        context.addTurnHook(driver);
        context.claims().listen(driver.claimListener());
    }

    /**
     * The {@code goal …} command line, on {@code service} asked for only when a sub-command runs: a
     * command line can be parsed before the harness it belongs to is composed.
     */
    public static CliCommand cliCommand(Supplier<GoalService> service) {
        return new CliCommand(GoalCli.NAME, services -> new GoalCli(service, services));
    }

    /** The service of the installed plugin, for the panel and the CLI. */
    public GoalService service() {
        if (service == null) {
            throw new IllegalStateException("the goal plugin is not installed yet");
        }
        return service;
    }
}
