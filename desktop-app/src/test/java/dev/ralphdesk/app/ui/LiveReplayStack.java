package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.goal.GoalPlugin;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.ralph.RalphPlugin;
import dev.ralphdesk.ralph.service.RalphService;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The real stack as the window runs it, to compare what the window shows live with what it shows
 * after a reopen: the agent loop on its own threads, real bash tools, the goal and Ralph plugins, the
 * scripted model, an in-memory log. The workbench follows the chat it opened through the coalescing
 * bridge, and every other session (each Ralph round's child) gets a transcript fed its live events the
 * same way — in per-frame batches, on the thread that calls {@link #frame()}, as the FX thread would.
 */
final class LiveReplayStack implements AutoCloseable {
    final ScriptedProvider model;
    final Harness harness;
    final GoalService goals;
    final RalphService ralph;
    final WorkbenchViewModel workbench;
    final Path workspace;
    private final InMemorySessionStore store;
    private final ManualFrameClock clock = new ManualFrameClock();
    private final PumpedUiExecutor ui = new PumpedUiExecutor();
    private final ExecutorService executor = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "live-replay-agent");
        thread.setDaemon(true);
        return thread;
    });
    private final Map<SessionId, Queue<AgentEvent>> pending = new ConcurrentHashMap<>();
    private final Map<SessionId, TranscriptViewModel> followed = new LinkedHashMap<>();
    private final AutoCloseable following;
    private final List<AgentEvent> seen = new CopyOnWriteArrayList<>();

    /** How a scenario's stack differs from the plain one. */
    record Options(Map<String, String> config, List<Plugin> extraPlugins, PriceTable prices, Clock goalClock) {
        static Options plain() {
            return new Options(Map.of(), List.of(), PriceTable.empty(), Clock.systemUTC());
        }

        Options with(Map<String, String> replacement) {
            return new Options(replacement, extraPlugins, prices, goalClock);
        }

        Options plugin(Plugin plugin) {
            List<Plugin> more = new ArrayList<>(extraPlugins);
            more.add(plugin);
            return new Options(config, more, prices, goalClock);
        }

        Options prices(PriceTable replacement) {
            return new Options(config, extraPlugins, replacement, goalClock);
        }

        Options goalClock(Clock replacement) {
            return new Options(config, extraPlugins, prices, replacement);
        }
    }

    LiveReplayStack(Path workspace, List<ScriptedResponse> script, Options options) {
        this.workspace = workspace;
        this.model = new ScriptedProvider(ScriptedScenario.of(script));
        EventCatalog catalog = EventCatalog.withCoreTypes();
        this.store = new InMemorySessionStore(catalog);
        EventBus bus = new EventBus(e -> {
            throw e;
        });
        int[] goalIds = {0};
        GoalPlugin goal = new GoalPlugin(new BashCommandRunner(), options.goalClock(), () -> "goal-" + ++goalIds[0]);
        RalphPlugin ralphPlugin = new RalphPlugin(new BashCommandRunner(), (duration, cancel) -> cancel.throwIfCancelled());
        List<Plugin> plugins = new ArrayList<>(List.of(new WorkspacePlugin(), goal, ralphPlugin));
        plugins.addAll(options.extraPlugins());
        HarnessOptions harnessOptions = HarnessOptions.defaults().withConfig(new PluginConfig(options.config()));
        harnessOptions = new HarnessOptions(harnessOptions.agentConfig(), options.prices(), harnessOptions.approval(),
                harnessOptions.config());
        this.harness = new Harness(catalog, store, model, bus, executor, harnessOptions, plugins);
        this.goals = goal.service();
        this.ralph = ralphPlugin.service();
        this.workbench = new WorkbenchViewModel(harness, goals, ralph, ui, clock, "scripted · test");
        this.following = bus.subscribe(event -> {
            seen.add(event);
            pending.computeIfAbsent(event.sessionId(), id -> new ConcurrentLinkedQueue<>()).add(event);
        });
    }

    /** A chat, opened in the workbench before anything happens in it. */
    Agent chat() {
        Agent agent = harness.createChat("live and reopened", workspace);
        workbench.open(agent.sessionId());
        frame();
        return agent;
    }

    /** Whether answer text streamed yet (a turn is under way). */
    boolean streamed() {
        return seen.stream().anyMatch(AgentEvent.TextDelta.class::isInstance);
    }

    /** The events of one type committed so far, in every session. */
    <T extends SessionEvent> List<T> committed(Class<T> type) {
        return seen.stream().filter(AgentEvent.Committed.class::isInstance).map(e -> ((AgentEvent.Committed) e).event())
                .filter(type::isInstance).map(type::cast).toList();
    }

    CommandResult command(Agent agent, String line) {
        return harness.commands().dispatch(agent, line);
    }

    /** One pulse: the UI's queued work runs, then each session's live events arrive as one batch. */
    void frame() {
        ui.pump();
        clock.tick();
        for (Map.Entry<SessionId, Queue<AgentEvent>> queue : pending.entrySet()) {
            List<AgentEvent> batch = new ArrayList<>();
            for (AgentEvent event = queue.getValue().poll(); event != null; event = queue.getValue().poll()) {
                batch.add(event);
            }
            if (!batch.isEmpty()) {
                followed.computeIfAbsent(queue.getKey(), id -> transcript()).apply(batch);
            }
        }
        ui.pump();
    }

    /** Renders frames until {@code done} holds (the work reached a state), then the frames left. */
    void until(BooleanSupplier done) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!done.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "the scenario did not settle");
            frame();
            Thread.onSpinWait();
        }
        frame();
    }

    /** Until the session's work is at rest: its agent idle, no goal rounds or Ralph run holding it. */
    void settle(Agent agent) {
        until(() -> agent.isIdle() && harness.claims().holder(agent.sessionId()).isEmpty()
                && ralph.activeIn(agent.sessionId()).isEmpty() && childrenIdle());
    }

    private boolean childrenIdle() {
        return store.list(true).stream().map(SessionInfo::id).allMatch(id -> harness.find(id)
                .map(child -> child.isIdle()).orElse(true));
    }

    /**
     * For every session the scenario touched: the rows the window showed live are the rows it shows
     * after a reopen, in the same order; for the chat the workbench had open, through its own reopen.
     */
    void assertLiveEqualsReopened(Agent chat) {
        frame();
        List<TranscriptRow> live = new ArrayList<>(workbench.transcript().rows());
        workbench.open(chat.sessionId());
        frame();
        assertEquals(text(live), text(workbench.transcript().rows()), "the chat: live, then reopened");
        assertEquals(live, List.copyOf(workbench.transcript().rows()));
        assertTrue(!live.isEmpty(), "the chat showed nothing");
        for (SessionInfo info : store.list(true)) {
            TranscriptViewModel reopened = transcript();
            reopened.replay(store.open(info.id()).events());
            List<TranscriptRow> followedLive = followed.containsKey(info.id())
                    ? List.copyOf(followed.get(info.id()).rows()) : List.of();
            assertEquals(text(reopened.rows()), text(followedLive), "session " + info.title());
            assertEquals(List.copyOf(reopened.rows()), followedLive, "session " + info.title());
        }
    }

    private TranscriptViewModel transcript() {
        return new TranscriptViewModel(harness.transcripts(), run -> ralph.active(run).isPresent());
    }

    /** The rows as the person reads them in English, one line each, for a readable failure. */
    static List<String> text(List<TranscriptRow> rows) {
        Texts english = Texts.of("en");
        return rows.stream().map(row -> RowText.of(row, english)).toList();
    }

    @Override
    public void close() {
        try {
            following.close();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        workbench.close();
        executor.shutdownNow();
        store.close();
    }
}
