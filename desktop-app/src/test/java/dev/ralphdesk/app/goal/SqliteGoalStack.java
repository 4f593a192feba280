package dev.ralphdesk.app.goal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.goal.GoalPlugin;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The whole keyless stack for goal scenarios: the real agent loop, the real SQLite session log in a
 * data folder, the workspace tools with real bash, the goal plugin, and the scripted model that
 * records every request. Goal ids are {@code goal-1}, {@code goal-2}…; closing the stack closes the
 * database, so a second stack over the same folder is a restart.
 */
final class SqliteGoalStack implements AutoCloseable {
    final ScriptedProvider provider;
    final TestHarness t;
    final GoalService service;
    final Path workspace;

    SqliteGoalStack(Path data, Path workspace, Map<String, String> config, List<Plugin> after,
            ScriptedResponse... answers) {
        this.workspace = workspace;
        this.provider = new ScriptedProvider(ScriptedScenario.of(List.of(answers)));
        AtomicInteger ids = new AtomicInteger();
        GoalPlugin plugin = new GoalPlugin(new BashCommandRunner(), Clock.systemUTC(),
                () -> "goal-" + ids.incrementAndGet());
        List<Plugin> plugins = new ArrayList<>(List.of(new WorkspacePlugin(), plugin));
        plugins.addAll(after);
        this.t = new TestHarness(provider, HarnessOptions.defaults().withConfig(new PluginConfig(config)), plugins,
                catalog -> SqliteSessionStore.open(new DataFolder(data, "test"), catalog), EventCatalog.withCoreTypes());
        this.service = plugin.service();
    }

    SqliteGoalStack(Path data, Path workspace, ScriptedResponse... answers) {
        this(data, workspace, Map.of(), List.of(), answers);
    }

    Agent chat() {
        return t.harness.createChat("goal scenario", workspace);
    }

    void awaitIdle(Agent agent) throws InterruptedException {
        assertTrue(agent.awaitIdle(30_000), "the agent did not become idle");
    }

    /** Waits until the executor drained, the goal driver is at rest and no request or event moves. */
    void awaitQuiet() {
        t.quiescence().atRest("goal driver", service::atRest).steady("model requests", () -> provider.requests().size())
                .await();
    }

    List<SessionEvent> events(SessionId session) {
        return t.store.open(session).events().stream().map(LoggedEvent::event).toList();
    }

    /** The origins of the user messages in the log: {@code human}, {@code goal-1#2}, {@code system}. */
    List<String> origins(SessionId session) {
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
