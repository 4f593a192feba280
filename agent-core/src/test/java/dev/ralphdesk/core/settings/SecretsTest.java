package dev.ralphdesk.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.StreamingHttpProvider;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A planted key, a real session through the agent loop against a local server that echoes the key
 * back in its answers: the key may appear in the auth header and nowhere else.
 */
class SecretsTest {
    private static final String KEY = "sk-PLANTED-5ecret-7f3a9c";
    @TempDir
    Path home;
    @TempDir
    Path workspace;
    private final WireServer server;
    private final ExecutorService executor = Executors.newSingleThreadExecutor();

    SecretsTest() throws Exception {
        server = new WireServer();
    }

    @AfterEach
    void stop() throws Exception {
        executor.shutdownNow();
        server.close();
    }

    private static String chunk(String content) {
        return "data: " + Json.write(Json.object().set("choices", Json.mapper().createArrayNode()
                .add(Json.object().put("index", 0).set("delta", Json.object().put("content", content))))) + "\n\n";
    }

    @Test
    void theKeyAppearsOnlyInTheAuthHeader() throws Exception {
        ConfigLocation location = ConfigLocation.resolve(Map.of(), home);
        new SettingsFile(location.settingsFile()).save(Settings.defaults().withProvider("custom",
                server.base() + "/v1", "local-model", KeySource.stored()));
        new KeyFile(location.keyFile()).write(ApiKey.of(KEY));
        server.enqueue(
                Reply.json(503, "{\"error\":{\"message\":\"busy, retry with key " + KEY + "\"}}"),
                Reply.sse(chunk("Hello "), "data: {broken " + KEY + "\n\n", chunk("there."),
                        "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n",
                        "data: [DONE]\n\n"),
                Reply.json(401, "{\"error\":{\"message\":\"Incorrect API key provided: " + KEY + "\"}}"));
        TestRuntime runtime = new TestRuntime();
        ProviderChoice choice = new ProviderFactory(location, Map.of(), runtime.runtime,
                new ScriptedProvider(ScriptedScenario.of(List.of()))).create();
        assertFalse(choice.offline(), String.valueOf(choice.problem()));

        List<AgentEvent> published = new CopyOnWriteArrayList<>();
        EventBus bus = new EventBus();
        bus.subscribe(published::add);
        InMemorySessionStore store = new InMemorySessionStore(EventCatalog.withCoreTypes());
        Harness harness = new Harness(EventCatalog.withCoreTypes(), store, choice.provider(), bus, executor,
                HarnessOptions.defaults(), List.of());
        SessionId session = harness.createChat("secrets", workspace).sessionId();
        TurnResult first = turn(harness, session, "hi");
        TurnResult second = turn(harness, session, "again");
        assertEquals(TurnOutcome.Kind.COMPLETED, first.outcome().kind());
        assertEquals("Hello there.", first.lastAssistantText());
        assertEquals("error:auth", second.outcome().label());

        List<String> places = new ArrayList<>();
        for (LoggedEvent event : store.open(session).events()) {
            places.add(Json.write(event.event()));
        }
        published.forEach(event -> places.add(event.toString()));
        places.add(second.outcome().message());
        places.addAll(runtime.warnings);
        places.add(choice.toString());
        places.add(choice.settings().toString());
        places.add(((StreamingHttpProvider) choice.provider()).config().toString());
        places.add(Files.readString(location.settingsFile()));
        for (String place : places) {
            assertFalse(place.contains(KEY), "the key leaked into: " + place);
        }
        assertTrue(places.stream().anyMatch(p -> p.contains("[redacted]")), "the echoed key should be masked");

        assertEquals(3, server.requests().size());
        for (WireServer.Recorded request : server.requests()) {
            assertFalse(request.target().contains(KEY) || request.body().contains(KEY), "the key leaked into the request");
            for (Map.Entry<String, String> header : request.headers().entrySet()) {
                assertEquals(header.getKey().equals("authorization"), header.getValue().contains(KEY),
                        "header " + header.getKey());
            }
            assertEquals("Bearer " + KEY, request.header("authorization"));
        }
    }

    private static TurnResult turn(Harness harness, SessionId session, String text) throws Exception {
        Harness.Input input = harness.input(session, text);
        return ((Harness.Input.TurnQueued) input).turn().get(20, TimeUnit.SECONDS);
    }
}
