package dev.ralphdesk.app.ralph;

import static dev.ralphdesk.core.testing.Scripts.call;

import dev.ralphdesk.core.cancel.Sleeper;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import dev.ralphdesk.ralph.RalphPlugin;
import dev.ralphdesk.ralph.service.RalphService;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The real stack over the real SQLite store in a data folder: loop, workspace tools, Ralph, scripted model. */
final class SqliteRalph implements AutoCloseable {
    static final String WORKER_MARK = "You are the worker of one round of a Ralph run";
    final ScriptedProvider model;
    final RalphPlugin plugin;
    final TestHarness t;

    SqliteRalph(Path dataDir, List<ScriptedResponse> sequence) {
        this(dataDir, sequence, Map.of(), List.of());
    }

    SqliteRalph(Path dataDir, List<ScriptedResponse> sequence, Map<String, String> config, List<Plugin> extra) {
        this.model = new ScriptedProvider(ScriptedScenario.of(sequence));
        this.plugin = new RalphPlugin(new BashCommandRunner(), noSleep());
        List<Plugin> plugins = new ArrayList<>(List.of(new WorkspacePlugin(), plugin));
        plugins.addAll(extra);
        this.t = new TestHarness(model, HarnessOptions.defaults().withConfig(new PluginConfig(config)), plugins,
                catalog -> SqliteSessionStore.open(new DataFolder(dataDir, "test"), catalog),
                EventCatalog.withCoreTypes());
    }

    RalphService service() {
        return plugin.service();
    }

    List<ModelRequest> childRequests() {
        return model.requests().stream().filter(r -> r.systemPrompt().contains(WORKER_MARK)).toList();
    }

    List<ModelRequest> parentRequests() {
        return model.requests().stream().filter(r -> !r.systemPrompt().contains(WORKER_MARK)).toList();
    }

    @Override
    public void close() {
        t.close();
    }

    static ScriptedResponse ralph(String objective, int maxRounds) {
        return call("ralph", Json.object().put("objective", objective).put("maxRounds", maxRounds));
    }

    static Sleeper noSleep() {
        return (duration, cancel) -> cancel.throwIfCancelled();
    }
}
