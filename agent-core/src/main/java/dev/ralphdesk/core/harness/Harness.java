package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.agent.AgentSetup;
import dev.ralphdesk.core.agent.HistoryWindowFold;
import dev.ralphdesk.core.approval.ApprovalGrants;
import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.approval.EffectPolicy;
import dev.ralphdesk.core.approval.GrantsFold;
import dev.ralphdesk.core.approval.ModeFold;
import dev.ralphdesk.core.approval.SessionModes;
import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.Checkpointer;
import dev.ralphdesk.core.checkpoint.SessionFolds;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.command.ApproveCommand;
import dev.ralphdesk.core.command.CommandRegistry;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.control.ControlVerb;
import dev.ralphdesk.core.control.FollowVerb;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.model.ModelPricing;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.plugin.AgentDirectory;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.plugin.SessionValidator;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.replay.HistoryFold;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.subagent.ChildAgents;
import dev.ralphdesk.core.subagent.ForkProvider;
import dev.ralphdesk.core.subagent.SpawnProvider;
import dev.ralphdesk.core.subagent.SubagentProvider;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolSet;
import dev.ralphdesk.core.tool.Workspace;
import dev.ralphdesk.core.workflow.Workflow;
import dev.ralphdesk.core.workflow.WorkflowEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * The composed harness: a session store, a model provider, the installed plugins, the live agents
 * of open sessions and the workflow engine with the core's {@code spawn} and {@code fork} subagent
 * providers. The composition root builds one and hands it to the UI or the CLI.
 *
 * <p>Configuration: {@code workflow.maxTotalAgents} (default 256) caps the children of one
 * workflow run; {@code workflow.subagentProvider} (default {@code spawn}) is the engine's default;
 * {@code checkpoint.everyEvents} (default 1,000) how often an open session's folds are checkpointed.
 */
public final class Harness implements AgentDirectory, ChildAgents {
    /** Configuration key: records between two checkpoints of a session open for work. */
    public static final String CHECKPOINT_EVERY = "checkpoint.everyEvents";
    public static final int DEFAULT_CHECKPOINT_EVERY = 1_000;
    private static final System.Logger LOG = JulLogger.of(Harness.class);
    private final SessionStore store;
    private final ModelProvider provider;
    private final EventBus bus;
    private final Executor executor;
    private final HarnessOptions options;
    private final CommandRegistry commands;
    private final Registrations registrations;
    private final WorkflowEngine engine;
    private final SessionClaims claims = new SessionClaims();
    private final ApprovalGrants grants;
    private final SessionModes modes;
    private final EffectPolicy approvals;
    private final Map<SessionId, Agent> live = new ConcurrentHashMap<>();
    private final EventCatalog catalog;
    private final Transcripts transcripts;
    private final Checkpointer checkpointer;
    private final SessionOpening opening;
    private final HistoryWindowFold historyWindow;

    public Harness(EventCatalog catalog, SessionStore store, ModelProvider provider, EventBus bus, Executor executor,
            HarnessOptions options, List<Plugin> plugins) {
        this.catalog = catalog;
        this.store = new PublishingStore(store, bus);
        this.provider = provider;
        this.bus = bus;
        this.executor = executor;
        this.options = options;
        this.commands = new CommandRegistry(this.store);
        this.grants = new ApprovalGrants(this.store);
        this.modes = new SessionModes(this.store, options.approval());
        commands.register(new ApproveCommand(modes));
        this.approvals = new EffectPolicy(options.approval(), modes, grants,
                id -> store.info(id).map(SessionInfo::title).orElse(""));
        this.engine = new WorkflowEngine(executor, this::subagentProvider, this::workflow,
                options.config().get("workflow.subagentProvider", WorkflowEngine.DEFAULT_PROVIDER),
                options.config().getInt("workflow.maxTotalAgents", WorkflowEngine.DEFAULT_MAX_TOTAL_AGENTS));
        this.registrations = new Registrations(commands, catalog, bus, options.config(), this.store, this, engine,
                claims, new ModelPricing(provider, options.prices()));
        registrations.addPromptSection(new BasePromptSection());
        registrations.addSubagentProvider(new SpawnProvider(this.store, this));
        registrations.addSubagentProvider(new ForkProvider(this.store, this));
        registrations.addControlVerb(FollowVerb.NAME, new FollowVerb(bus, this.store, catalog, this::atRest));
        for (Plugin plugin : plugins) {
            plugin.install(registrations);
        }
        this.transcripts = new Transcripts(registrations.transcriptContributions());
        this.historyWindow = new HistoryWindowFold(options.agentConfig().contextWindowTokens());
        this.opening = new SessionOpening(this.store, registrations::validators);
        this.checkpointer = new Checkpointer(this.store, catalog.fingerprint(),
                options.config().getInt(CHECKPOINT_EVERY, DEFAULT_CHECKPOINT_EVERY));
        bus.subscribe(checkpointer::onEvent);
    }

    /**
     * The session store; every event appended through it is published on {@link #events()} once
     * committed ({@code AgentEvent.Committed}).
     */
    public SessionStore store() {
        return store;
    }

    /** The live events: committed events of every session in seq order per session, and streaming deltas. */
    public EventBus events() {
        return bus;
    }

    public ModelProvider provider() {
        return provider;
    }

    public CommandRegistry commands() {
        return commands;
    }

    public Executor executor() {
        return executor;
    }

    /** The event types of the core and the installed plugins, and their codec. */
    public EventCatalog catalog() {
        return catalog;
    }

    /** The approval policy every effect goes through (tools, and actions such as a workspace restore). */
    public ApprovalPolicy approvals() {
        return approvals;
    }

    /** The approval mode of each chat: the one its log chose, else the default. */
    public SessionModes modes() {
        return modes;
    }

    /** What this process answers on its control socket while it owns the data folder. */
    public Map<String, ControlVerb> controlVerbs() {
        return registrations.controlVerbs();
    }

    /**
     * Whether no work of the session runs in this process: its agent (if open) is idle and no
     * long-running work (goal rounds, a Ralph run) holds it.
     */
    public boolean atRest(SessionId id) {
        return find(id).map(AgentHandle::isIdle).orElse(true) && claims.holder(id).isEmpty();
    }

    /** Stops the work of every open session for {@code reason} (the turn hooks stop goals and runs too). */
    public void cancelAll(CancelReason reason) {
        live.values().forEach(agent -> agent.cancel(reason));
    }

    /** The transcript fold with the installed plugins' contributions, for every view of a session. */
    public Transcripts transcripts() {
        return transcripts;
    }

    /** The command-line commands the installed plugins contributed, in the order they were added. */
    public List<CliCommand> cliCommands() {
        return registrations.cliCommands();
    }

    public Optional<SubagentProvider> subagentProvider(String name) {
        return registrations.subagent(name);
    }

    public Optional<Workflow<?, ?>> workflow(String name) {
        return registrations.workflow(name);
    }

    /** Who holds each session for long-running work (goal rounds, a Ralph run); for the UI. */
    public SessionClaims claims() {
        return claims;
    }

    /** Runs registered workflows in the background on this harness's executor. */
    public WorkflowEngine workflows() {
        return engine;
    }

    /** Creates a chat session in a workspace (which must exist) and opens its agent. */
    public Agent createChat(String title, Path workspace) {
        Workspace.open(workspace);
        // the log as written: reading back the session just created would cost a query and a decode
        SessionLog created = store.createLog(NewSession.chat(title, workspace));
        return live.computeIfAbsent(created.info().id(),
                id -> build(opening.fold(created, checkpointFolds()), List.of(), registrations.sections()));
    }

    /**
     * Opens a session's agent from its latest checkpoint and the records after it (or, with no usable
     * checkpoint, by replaying its whole log). A read-only session (malformed records) cannot be
     * opened for work; {@link SessionStore#open} still shows it.
     */
    @Override
    public Agent open(SessionId id) {
        return live.computeIfAbsent(id, this::load);
    }

    @Override
    public Optional<AgentHandle> find(SessionId id) {
        return Optional.ofNullable(live.get(id));
    }

    /**
     * Creates an agent for a child session with its own tools on top of those of its kind, and its own
     * prompt sections before the plugins' (which render only what applies to a child: the project
     * instructions, which are workspace state).
     */
    @Override
    public Agent openChild(SessionId id, List<Tool> extraTools, List<PromptSection> sections) {
        List<PromptSection> all = new ArrayList<>(sections);
        all.addAll(registrations.sections());
        return live.computeIfAbsent(id, key -> build(opening.open(key, checkpointFolds()), extraTools, all));
    }

    /**
     * Reads a session for display: the store's whole log with the warnings of the checkpointed
     * folds' violations and of the plugins' session validators added. A session with any warning is
     * read-only and cannot be opened for work.
     */
    public SessionLog inspect(SessionId id) {
        return opening.whole(id, checkpointFolds()).log();
    }

    /** Forgets the live agent of a closed session (after its work stopped), saving its checkpoint. */
    @Override
    public void release(SessionId id) {
        checkpointer.close(id);
        if (live.remove(id) != null) {
            LOG.log(System.Logger.Level.INFO, "session " + id + " closed");
        }
    }

    /** A line from the person: a {@code /command} runs at once; anything else queues a human turn. */
    public Input input(SessionId id, String line) {
        Agent agent = open(id);
        if (CommandRegistry.isCommand(line)) {
            return new Input.CommandRan(commands.dispatch(agent, line));
        }
        return new Input.TurnQueued(agent.submit(TurnInput.human(line)));
    }

    /** What {@link #input} did. */
    public sealed interface Input {
        record CommandRan(CommandResult result) implements Input {
        }

        record TurnQueued(CompletableFuture<TurnResult> turn) implements Input {
        }
    }

    /** Saves the checkpoint of every session open for work that changed since its last one (on shutdown). */
    public void checkpointAll() {
        checkpointer.closeAll();
    }

    private Agent load(SessionId id) {
        return build(opening.open(id, checkpointFolds()), List.of(), registrations.sections());
    }

    /**
     * The folds a checkpoint of a session holds: the core's (history window, lineage, grants, approval
     * mode), then the plugins'.
     */
    public List<CheckpointFold> checkpointFolds() {
        List<CheckpointFold> folds = new ArrayList<>(List.of(historyWindow, new LineageFold(), new GrantsFold(),
                new ModeFold()));
        folds.addAll(registrations.checkpointFolds());
        return folds;
    }

    private Agent build(SessionOpening.Opened opened, List<Tool> extraTools, List<PromptSection> sections) {
        SessionLog log = opened.log();
        if (log.readOnly()) {
            throw new SessionStoreException("Session " + log.info().id() + " is read-only: "
                    + String.join("; ", log.warnings()));
        }
        Workspace workspace = Workspace.open(Path.of(log.info().workspace()));
        SessionFolds folds = opened.folds();
        grants.load(log.info().id(), state(folds, GrantsFold.NAME, GrantsFold.State.class).grants());
        HistoryWindowFold.State window = state(folds, HistoryWindowFold.NAME, HistoryWindowFold.State.class);
        List<Tool> tools = new ArrayList<>(registrations.tools(log.info().kind()));
        tools.addAll(extraTools);
        AgentSetup setup = new AgentSetup(new ToolSet(tools), registrations.toolSources(log.info().kind()), sections,
                registrations.hooks(), options.agentConfig(), approvals);
        SessionLineage lineage = state(folds, LineageFold.NAME, LineageFold.State.class).lineage();
        Agent agent = new Agent(lineage, workspace, provider, setup, store, bus, executor,
                options.prices(), window.window(), window.leftOut());
        checkpointer.track(folds, opened.checkpointSeq());
        LOG.log(System.Logger.Level.INFO, "session " + log.info().id() + " opened (" + log.info().kind().wire()
                + ", last seq " + folds.seq() + ", workspace " + workspace.root() + ")");
        return agent;
    }

    private static <T> T state(SessionFolds folds, String name, Class<T> type) {
        return type.cast(folds.state(name).orElseThrow(() -> new IllegalStateException("no " + name + " fold")));
    }
}
