package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.command.Command;
import dev.ralphdesk.core.command.CommandRegistry;
import dev.ralphdesk.core.control.ControlVerb;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.model.ModelPricing;
import dev.ralphdesk.core.plugin.AgentDirectory;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.plugin.SessionValidator;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.replay.TranscriptContribution;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.EventType;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.subagent.SubagentProvider;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolSource;
import dev.ralphdesk.core.workflow.Workflow;
import dev.ralphdesk.core.workflow.WorkflowEngine;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** What plugins registered, collected through the {@link PluginContext} they were given. */
final class Registrations implements PluginContext {
    /** Compiled once; {@code String.matches} compiled it anew for each verb registered at start-up. */
    private static final Pattern CONTROL_VERB = Pattern.compile("[a-z]+([.-][a-z]+)*");

    private final Map<SessionKind, List<Tool>> tools = new EnumMap<>(SessionKind.class);
    private final Map<SessionKind, List<ToolSource>> toolSources = new EnumMap<>(SessionKind.class);
    private final List<PromptSection> sections = new ArrayList<>();
    private final List<TurnHook> hooks = new ArrayList<>();
    private final List<SessionValidator> validators = new ArrayList<>();
    private final List<CheckpointFold> checkpointFolds = new ArrayList<>();
    private final Map<String, SubagentProvider> subagents = new LinkedHashMap<>();
    private final Map<String, Workflow<?, ?>> workflows = new LinkedHashMap<>();
    private final Map<String, CliCommand> cliCommands = new LinkedHashMap<>();
    private final List<TranscriptContribution> transcriptContributions = new ArrayList<>();
    private final Map<String, ControlVerb> controlVerbs = new LinkedHashMap<>();
    private final CommandRegistry commands;
    private final EventCatalog catalog;
    private final EventBus bus;
    private final PluginConfig config;
    private final SessionStore store;
    private final AgentDirectory agents;
    private final WorkflowEngine engine;
    private final SessionClaims claims;
    private final ModelPricing pricing;

    Registrations(CommandRegistry commands, EventCatalog catalog, EventBus bus, PluginConfig config,
            SessionStore store, AgentDirectory agents, WorkflowEngine engine, SessionClaims claims,
            ModelPricing pricing) {
        this.pricing = pricing;
        this.commands = commands;
        this.catalog = catalog;
        this.bus = bus;
        this.config = config;
        this.store = store;
        this.agents = agents;
        this.engine = engine;
        this.claims = claims;
        for (SessionKind kind : SessionKind.values()) {
            tools.put(kind, new ArrayList<>());
            toolSources.put(kind, new ArrayList<>());
        }
    }

    @Override
    public synchronized void addTool(Tool tool, Set<SessionKind> kinds) {
        for (SessionKind kind : kinds) {
            tools.get(kind).add(tool);
        }
    }

    @Override
    public synchronized void addToolSource(ToolSource source, Set<SessionKind> kinds) {
        for (SessionKind kind : kinds) {
            toolSources.get(kind).add(source);
        }
    }

    @Override
    public synchronized void addPromptSection(PromptSection section) {
        sections.add(section);
    }

    @Override
    public void addCommand(Command command) {
        commands.register(command);
    }

    @Override
    public synchronized void addCliCommand(CliCommand command) {
        if (cliCommands.putIfAbsent(command.name(), command) != null) {
            throw new IllegalArgumentException("command line command registered twice: " + command.name());
        }
    }

    @Override
    public synchronized void addWorkflow(Workflow<?, ?> workflow) {
        if (workflows.putIfAbsent(workflow.name(), workflow) != null) {
            throw new IllegalArgumentException("workflow registered twice: " + workflow.name());
        }
    }

    @Override
    public synchronized void addSubagentProvider(SubagentProvider provider) {
        if (subagents.putIfAbsent(provider.name(), provider) != null) {
            throw new IllegalArgumentException("subagent provider registered twice: " + provider.name());
        }
    }

    @Override
    public synchronized void addTurnHook(TurnHook hook) {
        hooks.add(hook);
    }

    @Override
    public void addEventType(EventType<?> type) {
        catalog.register(type);
    }

    @Override
    public synchronized void addTranscriptContribution(TranscriptContribution contribution) {
        transcriptContributions.add(java.util.Objects.requireNonNull(contribution, "contribution"));
    }

    @Override
    public synchronized void addControlVerb(String name, ControlVerb verb) {
        if (!CONTROL_VERB.matcher(name).matches()) {
            throw new IllegalArgumentException("a control verb is lower-case words joined by '.' or '-': " + name);
        }
        if (controlVerbs.putIfAbsent(name, java.util.Objects.requireNonNull(verb, "verb")) != null) {
            throw new IllegalArgumentException("control verb registered twice: " + name);
        }
    }

    @Override
    public synchronized void addSessionValidator(SessionValidator validator) {
        validators.add(java.util.Objects.requireNonNull(validator, "validator"));
    }

    @Override
    public EventBus events() {
        return bus;
    }

    @Override
    public ModelPricing pricing() {
        return pricing;
    }

    @Override
    public PluginConfig config() {
        return config;
    }

    @Override
    public SessionStore sessions() {
        return store;
    }

    @Override
    public AgentDirectory agents() {
        return agents;
    }

    @Override
    public Optional<SubagentProvider> subagentProvider(String name) {
        return subagent(name);
    }

    @Override
    public WorkflowEngine workflowEngine() {
        return engine;
    }

    @Override
    public SessionClaims claims() {
        return claims;
    }

    synchronized List<Tool> tools(SessionKind kind) {
        return List.copyOf(tools.get(kind));
    }

    synchronized List<ToolSource> toolSources(SessionKind kind) {
        return List.copyOf(toolSources.get(kind));
    }

    synchronized List<PromptSection> sections() {
        return List.copyOf(sections);
    }

    synchronized List<TurnHook> hooks() {
        return List.copyOf(hooks);
    }

    @Override
    public synchronized void addCheckpointFold(CheckpointFold fold) {
        if (checkpointFolds.stream().anyMatch(known -> known.name().equals(fold.name()))) {
            throw new IllegalArgumentException("checkpoint fold registered twice: " + fold.name());
        }
        checkpointFolds.add(fold);
    }

    synchronized List<CheckpointFold> checkpointFolds() {
        return List.copyOf(checkpointFolds);
    }

    synchronized List<SessionValidator> validators() {
        return List.copyOf(validators);
    }

    synchronized Map<String, ControlVerb> controlVerbs() {
        return Map.copyOf(controlVerbs);
    }

    synchronized List<TranscriptContribution> transcriptContributions() {
        return List.copyOf(transcriptContributions);
    }

    synchronized List<CliCommand> cliCommands() {
        return List.copyOf(cliCommands.values());
    }

    synchronized Optional<SubagentProvider> subagent(String name) {
        return Optional.ofNullable(subagents.get(name));
    }

    synchronized Optional<Workflow<?, ?>> workflow(String name) {
        return Optional.ofNullable(workflows.get(name));
    }
}
