package dev.ralphdesk.ralph.testing;

import static dev.ralphdesk.core.testing.Scripts.call;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.ralph.RalphPlugin;
import dev.ralphdesk.ralph.service.RalphService;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * The real stack for Ralph tests: the real agent loop, the real workspace tools and bash, the
 * Ralph plugin, a scripted model that records every request, and a sleeper that only records.
 */
public final class RalphStack implements AutoCloseable {
    public static final String WORKER_MARK = "You are the worker of one round of a Ralph run";
    public final ScriptedProvider model;
    public final TestHarness t;
    public final RalphPlugin plugin;
    public final List<Duration> sleeps = new CopyOnWriteArrayList<>();

    public RalphStack(List<ScriptedResponse> sequence, Map<String, String> config) {
        this(new ScriptedProvider(ScriptedScenario.of(sequence)), config, null, List.of());
    }

    public RalphStack(ScriptedProvider model, Map<String, String> config, Function<EventCatalog, SessionStore> stores,
            List<Plugin> extraPlugins) {
        this.model = model;
        this.plugin = new RalphPlugin(new BashCommandRunner(), (duration, cancel) -> {
            sleeps.add(duration);
            cancel.throwIfCancelled();
        });
        List<Plugin> plugins = new ArrayList<>(List.of(new WorkspacePlugin(), plugin));
        plugins.addAll(extraPlugins);
        HarnessOptions options = HarnessOptions.defaults().withConfig(new PluginConfig(config));
        this.t = stores == null ? new TestHarness(model, options, plugins)
                : new TestHarness(model, options, plugins, stores, EventCatalog.withCoreTypes());
    }

    /**
     * Waits until nothing more happens by itself: the executor drained (every agent idle, every run
     * ended) and no model request or event moving; a negative assertion after it is decided by state.
     */
    public void awaitQuiet() {
        t.quiescence().steady("model requests", () -> model.requests().size()).await();
    }

    public RalphService service() {
        return plugin.service();
    }

    public Agent chat(Path workspace) {
        return t.harness.createChat("chat", workspace);
    }

    /** Requests made by round children (their system prompt is the worker prompt). */
    public List<ModelRequest> childRequests() {
        return model.requests().stream().filter(r -> r.systemPrompt().contains(WORKER_MARK)).toList();
    }

    public List<ModelRequest> parentRequests() {
        return model.requests().stream().filter(r -> !r.systemPrompt().contains(WORKER_MARK)).toList();
    }

    /** The first user message of a request: a child's round prompt. */
    public static String firstUserText(ModelRequest request) {
        return request.messages().stream().filter(m -> m instanceof ChatMessage.User)
                .map(m -> ((ChatMessage.User) m).text()).findFirst().orElse("");
    }

    @Override
    public void close() {
        t.close();
    }

    // Scripted responses.

    public static ScriptedResponse ralph(String objective, Integer maxRounds) {
        ObjectNode args = Json.object().put("objective", objective);
        if (maxRounds != null) {
            args.put("maxRounds", maxRounds);
        }
        return call("ralph", args);
    }

    public static ScriptedResponse submit(ObjectNode report) {
        return call("submit_report", report);
    }

    public static ObjectNode report(String status, String summary, List<String> evidence, List<String> nextSteps,
            String blocker) {
        ObjectNode node = Json.object().put("status", status).put("summary", summary);
        ArrayNode ev = node.putArray("evidence");
        evidence.forEach(ev::add);
        ArrayNode next = node.putArray("nextSteps");
        nextSteps.forEach(next::add);
        if (blocker == null) {
            node.putNull("blocker");
        } else {
            node.put("blocker", blocker);
        }
        return node;
    }

    public static ObjectNode continuing(String summary, String nextStep) {
        return report("continue", summary, List.of(), List.of(nextStep), null);
    }

    public static ObjectNode complete(String summary, String evidence) {
        return report("complete", summary, List.of(evidence), List.of(), null);
    }

    public static ObjectNode blocked(String summary, String blocker) {
        return report("blocked", summary, List.of(), List.of(), blocker);
    }
}
