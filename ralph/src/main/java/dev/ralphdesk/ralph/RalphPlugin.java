package dev.ralphdesk.ralph;

import dev.ralphdesk.core.cancel.Sleeper;
import dev.ralphdesk.core.gate.CompletionGate;
import dev.ralphdesk.core.harness.CliCommand;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.workspace.CommandRunner;
import dev.ralphdesk.ralph.cli.RalphCli;
import dev.ralphdesk.ralph.cli.RalphControl;
import dev.ralphdesk.ralph.command.RalphCommand;
import dev.ralphdesk.ralph.run.RalphEventTypes;
import dev.ralphdesk.ralph.service.RalphService;
import dev.ralphdesk.ralph.service.RunStop;
import dev.ralphdesk.ralph.tool.RalphTool;
import dev.ralphdesk.ralph.transcript.RunCards;
import dev.ralphdesk.ralph.workflow.RalphWorkflow;
import dev.ralphdesk.ralph.workflow.RoundWatch;
import dev.ralphdesk.ralph.workflow.RunBroadcast;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Ralph runs as a plugin: the {@code ralph/*} event types, the fixed round workflow, the
 * {@code ralph} tool (chat sessions only, so a child can never start a run), {@code /ralph}, the
 * {@code ralph …} command line, the prompt guidance and the {@link RalphService} the UI uses. {@code checks} runs a run's check
 * command; {@code sleeper} waits between retries.
 */
public final class RalphPlugin implements Plugin {
    public static final String ID = "ralph";
    private final CommandRunner checks;
    private final Sleeper sleeper;
    private RalphService service;

    public RalphPlugin(CommandRunner checks) {
        this(checks, Sleeper.SYSTEM);
    }

    public RalphPlugin(CommandRunner checks, Sleeper sleeper) {
        this.checks = checks;
        this.sleeper = sleeper;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void install(PluginContext context) {
        RalphConfig config = RalphConfig.from(context.config());
        RalphEventTypes.all().forEach(context::addEventType);
        context.addTranscriptContribution(new RunCards());
        RunBroadcast broadcast = new RunBroadcast();
        RoundWatch watch = new RoundWatch();
        context.addTurnHook(watch);
        RalphWorkflow workflow = new RalphWorkflow(config, context.sessions(), watch, broadcast,
                new CompletionGate(checks), sleeper);
        context.addWorkflow(workflow);
        RalphService created = new RalphService(config, context.sessions(), context.agents(), context.workflowEngine(),
                context.claims(), workflow, broadcast, context.pricing()::costBudgetProblem);
        context.addTurnHook(new RunStop(created));
        context.addTool(new RalphTool(created, config), Set.of(SessionKind.CHAT));
        context.addCommand(new RalphCommand(created));
        context.addCliCommand(cliCommand(() -> created));
        RalphControl.install(context, created);
        context.addPromptSection(new RalphGuidanceSection());
        synchronized (this) {
            service = created;
        }
    }

    /**
     * The {@code ralph …} command line, on {@code service} asked for only when the command runs: a
     * command line can be parsed before the harness it belongs to is composed.
     */
    public static CliCommand cliCommand(Supplier<RalphService> service) {
        return new CliCommand(RalphCli.NAME, services -> new RalphCli(service, services));
    }

    /** The service of the harness this plugin was installed into. */
    public synchronized RalphService service() {
        if (service == null) {
            throw new IllegalStateException("the Ralph plugin is not installed yet");
        }
        return service;
    }
}
