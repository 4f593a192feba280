package dev.ralphdesk.app.ui.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.bridge.CurrentThreadUiExecutor;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.http.HttpRuntime;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.WireServer;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.settings.ProviderFactory;
import dev.ralphdesk.core.settings.Settings;
import dev.ralphdesk.core.settings.SettingsFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Settings' "Test connection" against local servers speaking the providers' real wire formats: the
 * models list of an OpenAI-compatible endpoint and of Anthropic's, a refused key, an unreachable server.
 */
class ConnectionTestTest {
    private static final Texts EN = Texts.of("en");
    @TempDir
    Path dir;

    private ConnectionTest tester(Map<String, String> env) {
        ProviderFactory factory = new ProviderFactory(new ConfigLocation(dir.resolve("config")), env,
                HttpRuntime.system(), DemoModel.deferred());
        return new ConnectionTest(factory::create);
    }

    private Settings settings(String json) throws Exception {
        Path file = Files.writeString(dir.resolve("form.json"), json);
        return new SettingsFile(file).load().orElseThrow();
    }

    @Test
    void anOpenAiCompatibleEndpointListsItsModelsForTheModelField() throws Exception {
        try (WireServer server = new WireServer()) {
            server.enqueue(Reply.json(200, "{\"object\":\"list\",\"data\":[{\"id\":\"qwen3\",\"object\":\"model\"},"
                    + "{\"id\":\"llama3\",\"object\":\"model\"}]}"));
            Settings form = settings("{\"provider\": \"custom\", \"baseUrl\": \"" + server.base()
                    + "/v1\", \"model\": \"qwen3\"}");

            ConnectionTest.Result result = tester(Map.of()).run(form, CancellationToken.none());

            assertTrue(result.connected());
            assertEquals(List.of("llama3", "qwen3"), result.models());
            assertEquals("Connected: the endpoint offers 2 models, “qwen3” among them.", EN.format(result.message()));
            assertEquals("GET /v1/models", server.lastRequest().method() + " " + server.lastRequest().target());
        }
    }

    @Test
    void anthropicListsItsModelsWithItsKeyAndVersionHeaders() throws Exception {
        try (WireServer server = new WireServer()) {
            server.enqueue(Reply.json(200, "{\"data\":[{\"id\":\"claude-a\",\"type\":\"model\"}],\"has_more\":false}"));
            Settings form = settings("{\"provider\": \"anthropic\", \"baseUrl\": \"" + server.base()
                    + "\", \"model\": \"claude-b\"}");

            ConnectionTest.Result result = tester(Map.of("ANTHROPIC_API_KEY", "sk-ant-test")).run(form,
                    CancellationToken.none());

            assertEquals(List.of("claude-a"), result.models());
            assertEquals("Connected: the endpoint offers 1 models, but not “claude-b”; pick one from the list or keep "
                    + "your own name.", EN.format(result.message()));
            assertEquals("/v1/models", server.lastRequest().target());
            assertEquals("sk-ant-test", server.lastRequest().header("x-api-key"));
            assertFalse(server.lastRequest().header("anthropic-version").isEmpty());
        }
    }

    @Test
    void aRefusedKeyAndAnUnreachableServerSayWhatFailed() throws Exception {
        try (WireServer server = new WireServer()) {
            server.enqueue(Reply.json(401, "{\"error\":{\"message\":\"Incorrect API key provided\"}}"));
            Settings form = settings("{\"provider\": \"custom\", \"baseUrl\": \"" + server.base() + "/v1\", "
                    + "\"model\": \"m\"}");
            ConnectionTest.Result refused = tester(Map.of()).run(form, CancellationToken.none());
            assertFalse(refused.connected());
            String said = EN.format(refused.message());
            assertTrue(said.startsWith("The connection failed (auth): HTTP 401 from ") && said.contains(
                    "Incorrect API key provided"), said);
        }
        Settings gone = settings("{\"provider\": \"custom\", \"baseUrl\": \"http://127.0.0.1:9/v1\", \"model\": \"m\"}");
        String said = EN.format(tester(Map.of()).run(gone, CancellationToken.none()).message());
        assertTrue(said.startsWith("The connection failed (network): cannot reach http://127.0.0.1:9/v1/models"), said);
    }

    @Test
    void theCheckOffersTheModelsAndSaysWhatItFound() throws Exception {
        try (WireServer server = new WireServer()) {
            server.enqueue(Reply.json(200, "{\"data\":[{\"id\":\"m\"}]}"));
            ConnectionCheck check = new ConnectionCheck(tester(Map.of()), new CurrentThreadUiExecutor());
            check.test(settings("{\"provider\": \"custom\", \"baseUrl\": \"" + server.base() + "/v1\", "
                    + "\"model\": \"m\"}"));
            assertEquals(List.of("m"), check.models());
            assertEquals("Connected: the endpoint offers 1 models, “m” among them.", EN.format(check.said().get()));
            assertFalse(check.running().get());
        }
    }
}
