package dev.ralphdesk.goal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * The real stack for goal tests: the agent loop, the workspace tools (real bash), the goal plugin
 * and the scripted model that records every request. Goal ids are {@code goal-1}, {@code goal-2}….
 */
public final class GoalStack implements AutoCloseable {
    public final ScriptedProvider provider;
    public final TestHarness t;
    public final GoalPlugin plugin;
    public final GoalService service;
    public final Path workspace;

    public GoalStack(Path workspace, ScriptedScenario scenario, Map<String, String> config, List<Plugin> extra,
            Function<EventCatalog, SessionStore> stores, EventCatalog catalog) {
        this(workspace, scenario, config, List.of(), extra, stores, catalog);
    }

    /** {@code before} plugins install (and hook) ahead of the goal plugin, {@code after} ones after it. */
    public GoalStack(Path workspace, ScriptedScenario scenario, Map<String, String> config, List<Plugin> before,
            List<Plugin> after, Function<EventCatalog, SessionStore> stores, EventCatalog catalog) {
        this.workspace = workspace;
        this.provider = new ScriptedProvider(scenario);
        AtomicInteger ids = new AtomicInteger();
        this.plugin = new GoalPlugin(new BashCommandRunner(), Clock.systemUTC(), () -> "goal-" + ids.incrementAndGet());
        List<Plugin> plugins = new ArrayList<>(List.of(new WorkspacePlugin()));
        plugins.addAll(before);
        plugins.add(plugin);
        plugins.addAll(after);
        this.t = new TestHarness(provider, HarnessOptions.defaults().withConfig(new PluginConfig(config)), plugins,
                stores, catalog);
        this.service = plugin.service();
    }

    public static GoalStack of(Path workspace, ScriptedResponse... sequence) {
        return with(workspace, Map.of(), List.of(), sequence);
    }

    public static GoalStack with(Path workspace, Map<String, String> config, List<Plugin> extra,
            ScriptedResponse... sequence) {
        return new GoalStack(workspace, ScriptedScenario.of(List.of(sequence)), config, extra,
                InMemorySessionStore::new, EventCatalog.withCoreTypes());
    }

    public Agent chat() {
        return t.harness.createChat("goal test", workspace);
    }

    public CommandResult command(Agent agent, String line) {
        return t.harness.commands().dispatch(agent, line);
    }

    public void awaitIdle(Agent agent) throws InterruptedException {
        assertTrue(agent.awaitIdle(30_000), "the agent did not become idle");
    }

    /**
     * Waits until nothing more happens by itself: the executor drained (every agent idle), the goal
     * driver at rest (nothing reserved, running, settling or closing), no request or event moving.
     * A negative assertion after it is decided by state, not by how long the test waited.
     */
    public void awaitQuiet() {
        t.quiescence()
                .atRest("goal driver", service::atRest)
                .steady("model requests", () -> provider.requests().size())
                .await();
    }

    public List<ModelRequest> requests() {
        return provider.requests();
    }

    public GoalView view(SessionId session) {
        return service.view(session);
    }

    public List<SessionEvent> events(SessionId session) {
        return t.store.open(session).events().stream().map(LoggedEvent::event).toList();
    }

    /** The origins of the session's user messages, in order: {@code human}, {@code goal-1#2}, {@code system}. */
    public List<String> origins(SessionId session) {
        return events(session).stream().filter(UserMessage.class::isInstance).map(UserMessage.class::cast)
                .map(m -> m.origin() instanceof InputOrigin.Goal g ? g.goalId() + "#" + g.round()
                        : m.origin() instanceof InputOrigin.Human ? "human" : "system")
                .toList();
    }

    @Override
    public void close() {
        t.close();
    }
}
