package dev.ralphdesk.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.anthropic.AnthropicProvider;
import dev.ralphdesk.core.model.http.HttpProviderConfig;
import dev.ralphdesk.core.model.http.StreamingHttpProvider;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.openai.OpenAiProvider;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProviderFactoryTest {
    @TempDir
    Path home;
    private final ModelProvider offline = new ScriptedProvider(ScriptedScenario.of(List.of()));

    private ProviderFactory factory(Map<String, String> env) {
        return new ProviderFactory(ConfigLocation.resolve(env, home), env, new TestRuntime().runtime, offline);
    }

    private void settings(String json) throws Exception {
        Path file = ConfigLocation.resolve(Map.of(), home).settingsFile();
        Files.createDirectories(file.getParent());
        Files.writeString(file, json);
    }

    private static HttpProviderConfig config(ProviderChoice choice) {
        return ((StreamingHttpProvider) choice.provider()).config();
    }

    @Test
    void nothingConfiguredMeansTheOfflineModelWithoutComplaint() {
        ProviderChoice choice = factory(Map.of()).create();
        assertSame(offline, choice.provider());
        assertTrue(choice.offline());
        assertTrue(choice.problemMessage().isEmpty());
    }

    @Test
    void aPresetBringsItsBaseUrlModelAndKeyVariable() throws Exception {
        settings("{\"provider\": \"deepseek\"}");
        ProviderChoice choice = factory(Map.of("DEEPSEEK_API_KEY", "sk-ds")).create();
        assertInstanceOf(OpenAiProvider.class, choice.provider());
        HttpProviderConfig config = config(choice);
        assertEquals(URI.create("https://api.deepseek.com"), config.baseUri());
        assertEquals("deepseek-chat", config.model());
        assertEquals("sk-ds", config.key().reveal());
        assertEquals("env DEEPSEEK_API_KEY", config.keyHint());
        assertEquals("DeepSeek", config.label());
        assertEquals("openai-compatible · deepseek-chat", choice.summary());
    }

    @Test
    void anthropicGetsTheAnthropicProvider() throws Exception {
        settings("{\"provider\": \"anthropic\", \"network\": {\"idleTimeoutSeconds\": 90, \"maxRetries\": 4}}");
        ProviderChoice choice = factory(Map.of("ANTHROPIC_API_KEY", "sk-ant")).create();
        assertInstanceOf(AnthropicProvider.class, choice.provider());
        assertEquals(Duration.ofSeconds(90), config(choice).idleTimeout());
        assertEquals(4, config(choice).retry().maxRetries());
    }

    @Test
    void ollamaNeedsNoKey() throws Exception {
        ProviderChoice choice = factory(Map.of()).create(new ProviderOverrides("ollama", null, null));
        assertFalse(choice.offline());
        assertEquals(URI.create("http://localhost:11434/v1"), config(choice).baseUri());
        assertEquals(null, config(choice).key());
    }

    @Test
    void commandLineOverridesWinAndAnotherProviderStartsFromItsDefaults() throws Exception {
        settings("{\"provider\": \"deepseek\", \"model\": \"deepseek-reasoner\", "
                + "\"apiKey\": {\"source\": \"env\", \"variable\": \"DS\"}, \"approvalMode\": \"auto\"}");
        ProviderFactory factory = factory(Map.of("DS", "sk-1", "OPENAI_API_KEY", "sk-2"));
        ProviderChoice sameProvider = factory.create(new ProviderOverrides(null, "deepseek-chat",
                "https://proxy.example/v1"));
        assertEquals("deepseek-chat", config(sameProvider).model());
        assertEquals(URI.create("https://proxy.example/v1"), config(sameProvider).baseUri());
        assertEquals("env DS", config(sameProvider).keyHint());
        ProviderChoice other = factory.create(new ProviderOverrides("openai", null, null));
        assertEquals("gpt-5-mini", config(other).model());
        assertEquals("env OPENAI_API_KEY", config(other).keyHint());
        assertEquals(ApprovalMode.AUTO, other.settings().approvalMode());
    }

    @Test
    void aStoredKeyIsReadFromTheKeyFile() throws Exception {
        settings("{\"provider\": \"custom\", \"baseUrl\": \"http://127.0.0.1:8080/v1\", \"model\": \"local\", "
                + "\"apiKey\": {\"source\": \"stored\"}}");
        new KeyFile(ConfigLocation.resolve(Map.of(), home).keyFile()).write(
                dev.ralphdesk.core.model.http.ApiKey.of("sk-typed"));
        ProviderChoice choice = factory(Map.of()).create();
        assertEquals("sk-typed", config(choice).key().reveal());
        assertTrue(config(choice).keyHint().startsWith("the key stored in "), config(choice).keyHint());
    }

    @Test
    void aMalformedFileFallsBackOfflineWithTheFileAndLine() throws Exception {
        settings("{\n  \"provider\": \"openai\",\n  oops\n}");
        ProviderChoice choice = factory(Map.of("OPENAI_API_KEY", "sk")).create();
        assertSame(offline, choice.provider());
        String problem = choice.problemMessage().orElseThrow();
        assertTrue(problem.contains("settings.json (line 3") && problem.contains("offline model"), problem);
    }

    @Test
    void aTruncatedFileIsReportedInWholeSentences() throws Exception {
        settings("{\n  \"provider\": \n");
        ProviderChoice choice = factory(Map.of()).create();
        assertTrue(choice.problem().endsWith("Object entries."), choice.problem());
        assertTrue(choice.problemMessage().orElseThrow().endsWith(
                "Object entries. Using the offline model until it is fixed."), choice.problemMessage().orElseThrow());
    }

    @Test
    void aCustomEndpointWithoutABaseUrlNamesTheFieldAndTheFile() throws Exception {
        settings("{\"provider\": \"custom\", \"model\": \"m\"}");
        String problem = factory(Map.of()).create().problem();
        assertTrue(problem.contains("\"baseUrl\" in " + ConfigLocation.resolve(Map.of(), home).settingsFile()),
                problem);
    }

    @Test
    void unusableChoicesFallBackOfflineWithAClearMessage() throws Exception {
        assertProblem(Map.of(), new ProviderOverrides("deepseek", null, null),
                "DeepSeek needs an API key: set the environment variable DEEPSEEK_API_KEY or type a key in Settings.");
        assertProblem(Map.of(), new ProviderOverrides("gemini", null, null),
                "Command line: unknown provider 'gemini'; choose one of:");
        assertProblem(Map.of(), new ProviderOverrides("custom", "m", null), "The custom endpoint needs a base URL");
        assertProblem(Map.of(), new ProviderOverrides("custom", null, "http://localhost:1234/v1"),
                "needs a model name");
        assertProblem(Map.of(), new ProviderOverrides("ollama", null, "localhost:11434"),
                "must start with http:// or https://");
    }

    @Test
    void offlineCanBeChosenExplicitly() throws Exception {
        settings("{\"provider\": \"deepseek\"}");
        ProviderChoice choice = factory(Map.of()).create(new ProviderOverrides("offline", null, null));
        assertSame(offline, choice.provider());
        assertTrue(choice.problemMessage().isEmpty());
    }

    private void assertProblem(Map<String, String> env, ProviderOverrides overrides, String expected) {
        ProviderChoice choice = factory(env).create(overrides);
        assertSame(offline, choice.provider());
        String problem = choice.problemMessage().orElseThrow();
        assertTrue(problem.contains(expected), problem);
    }
}
