package dev.ralphdesk.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.sandbox.SandboxMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsFileTest {
    @TempDir
    Path dir;

    private SettingsFile file(String text) throws Exception {
        Path path = dir.resolve("settings.json");
        Files.writeString(path, text);
        return new SettingsFile(path);
    }

    @Test
    void theConfigFolderHonoursXdgConfigHome() {
        Path home = Path.of("/home/ada");
        assertEquals(Path.of("/xdg/ralph-desk/settings.json"),
                ConfigLocation.resolve(Map.of("XDG_CONFIG_HOME", "/xdg"), home).settingsFile());
        assertEquals(Path.of("/home/ada/.config/ralph-desk/key"), ConfigLocation.resolve(Map.of(), home).keyFile());
        assertEquals(Path.of("/home/ada/.config/ralph-desk"),
                ConfigLocation.resolve(Map.of("XDG_CONFIG_HOME", "relative/dir"), home).directory());
    }

    @Test
    void aMissingFileMeansNothingConfigured() throws Exception {
        assertEquals(Optional.empty(), new SettingsFile(dir.resolve("settings.json")).load());
    }

    @Test
    void readsEveryFieldAndFillsDefaults() throws Exception {
        Settings settings = file("{\n  \"provider\": \"deepseek\",\n  \"model\": \"deepseek-reasoner\",\n"
                + "  \"apiKey\": {\"source\": \"env\", \"variable\": \"MY_DS_KEY\"},\n  \"approvalMode\": \"auto\",\n"
                + "  \"caps\": {\"maxGoalRounds\": 20},\n  \"futureField\": true\n}").load().orElseThrow();
        assertEquals(new Settings("deepseek", null, "deepseek-reasoner", KeySource.env("MY_DS_KEY"), ApprovalMode.AUTO,
                new DefaultCaps(64, 20, 256), NetworkSettings.DEFAULTS), settings);
    }

    @Test
    void verifierPatternsAreAddedToTheAgentsDefaults() throws Exception {
        Settings settings = file("{\"verifierPatterns\": [\"just\\\\s+ci\\\\b\"]}").load().orElseThrow();

        AgentConfig config = settings.applyTo(AgentConfig.defaults());

        assertTrue(config.verifierPatterns().matches("just ci"));
        assertTrue(config.verifierPatterns().matches("mvn test"));
    }

    @Test
    void anInvalidVerifierPatternNamesTheFieldAndThePattern() throws Exception {
        SettingsException refusal = assertThrows(SettingsException.class,
                () -> file("{\n  \"verifierPatterns\": [\"mvn (test\"]\n}").load());

        assertTrue(refusal.getMessage().endsWith("settings.json (line 3, column 1) is not valid: the verifier pattern "
                + "'mvn (test' is not a valid regular expression: Unclosed group."), refusal.getMessage());
    }

    @Test
    void pricesReplaceAndAddToTheBundledTableAndSurviveASave() throws Exception {
        Settings settings = file("{\"prices\": {\"deepseek-chat\": {\"input\": 1, \"cachedInput\": 0.1, "
                + "\"output\": 2}, \"my-model\": {\"input\": 3, \"output\": 4}}}").load().orElseThrow();
        assertEquals(Optional.of(new PriceTable.Price(1, 0.1, 2)), settings.priceTable().price("deepseek-chat"));
        assertEquals(Optional.of(new PriceTable.Price(3, 3, 4)), settings.priceTable().price("my-model"));
        assertEquals(Optional.of(new PriceTable.Price(0.25, 0.025, 2.0)), settings.priceTable().price("gpt-5-mini"));
        assertEquals(Optional.empty(), settings.priceTable().price("qwen3"));

        SettingsFile copy = new SettingsFile(dir.resolve("copy.json"));
        copy.save(settings.withApprovalMode(ApprovalMode.ASK).withUnshownFrom(settings));
        assertEquals(settings.prices(), copy.load().orElseThrow().prices());
    }

    @Test
    void withTheOllamaPresetAModelWithoutPriceCostsNothing() throws Exception {
        Settings settings = file("{\"provider\": \"ollama\"}").load().orElseThrow();
        assertEquals(Optional.of(PriceTable.Price.FREE), settings.priceTable().price("qwen3"));
    }

    @Test
    void aBadPriceNamesTheFieldAndTheLine() throws Exception {
        SettingsException refusal = assertThrows(SettingsException.class,
                () -> file("{\n  \"prices\": {\"gpt-x\": {\"input\": 1, \"output\": \"cheap\"}}\n}").load());
        assertTrue(refusal.getMessage().contains("settings.json (line 3"), refusal.getMessage());
        assertTrue(refusal.getMessage().contains("prices.gpt-x.output must be a number of US dollars per million "
                + "tokens, 0 or more, not \"cheap\""), refusal.getMessage());
    }

    @Test
    void savingKeepsFieldsOtherPartsOfRalphDeskReadButDropsAClearedKnownOne() throws Exception {
        SettingsFile file = file("{\"model\": \"old-model\", \"mcpServers\": {\"files\": {\"command\": \"npx\"}}}");
        file.save(file.load().orElseThrow().withProvider(null, null, null, null));
        String saved = Files.readString(file.path());
        assertTrue(saved.contains("\"mcpServers\" : {\n    \"files\" : {\n      \"command\" : \"npx\""), saved);
        assertFalse(saved.contains("old-model"), saved);
    }

    @Test
    void savedSettingsReadBackEqual() throws Exception {
        Settings settings = new Settings("custom", "http://localhost:8000/v1", "qwen2.5-coder", KeySource.stored(),
                ApprovalMode.ASK, new DefaultCaps(10, 20, 30), new NetworkSettings(5, 60, 1));
        SettingsFile file = new SettingsFile(dir.resolve("sub").resolve("settings.json"));
        file.save(settings);
        assertEquals(Optional.of(settings), file.load());
        assertTrue(Files.readString(file.path()).contains("\"source\" : \"stored\""), Files.readString(file.path()));
    }

    @Test
    void theContextWindowIsReadSavedAndAppliedToTheAgentLoop() throws Exception {
        Settings settings = file("{\"provider\": \"ollama\", \"contextWindow\": 32768, \"caps\": {\"maxStepsPerTurn\": 12}}")
                .load().orElseThrow();
        assertEquals(32_768, settings.contextWindowTokens());
        AgentConfig config = settings.applyTo(AgentConfig.defaults());
        assertEquals(32_768, config.contextWindowTokens());
        assertEquals(12, config.maxStepsPerTurn());
        SettingsFile copy = new SettingsFile(dir.resolve("copy.json"));
        copy.save(settings);
        assertEquals(Optional.of(settings), copy.load());
        assertEquals(AgentConfig.DEFAULT_CONTEXT_WINDOW, Settings.defaults().applyTo(AgentConfig.defaults())
                .contextWindowTokens());
    }

    @Test
    void theShellSettingsAreReadAndSavedAndNoApprovalModeMeansNoneChosen() throws Exception {
        Settings settings = file("{\"sandbox\": \"off\", \"shellNetwork\": true, \"shellEnv\": [\"JAVA_HOME\", "
                + "\"GOPATH\"]}").load().orElseThrow();
        assertEquals(List.of(SandboxMode.OFF, true, List.of("JAVA_HOME", "GOPATH")),
                List.of(settings.sandbox(), settings.shellNetwork(), settings.shellEnv()));
        assertEquals(null, settings.approvalMode());
        assertEquals(ApprovalMode.AUTO, settings.approvalModeOr(ApprovalMode.AUTO));
        assertEquals(ApprovalMode.AUTO_EDIT, file("{\"approvalMode\": \"auto-edit\"}").load().orElseThrow()
                .approvalModeOr(ApprovalMode.AUTO));
        SettingsFile copy = new SettingsFile(dir.resolve("copy.json"));
        copy.save(settings);
        assertEquals(Optional.of(settings), copy.load());
        assertEquals(Settings.defaults(), file("{}").load().orElse(Settings.defaults()));
        assertEquals(null, Settings.defaults().sandbox());
    }

    @Test
    void aContextWindowTooSmallForARequestIsReported() {
        SettingsException e = assertThrows(SettingsException.class,
                () -> file("{\n  \"contextWindow\": 1000\n}").load());
        assertTrue(e.getMessage().contains("at least 4096"), e.getMessage());
    }

    @Test
    void brokenJsonNamesTheFileAndLine() throws Exception {
        SettingsFile file = file("{\n  \"provider\": \"deepseek\",\n  \"model\": deepseek-chat\n}");
        SettingsException e = assertThrows(SettingsException.class, file::load);
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains(file.path().toString()) && e.getMessage().contains("line 3"),
                e.getMessage());
    }

    @Test
    void anUnknownPresetIsReportedWithItsLine() throws Exception {
        SettingsException e = assertThrows(SettingsException.class,
                () -> file("{\n\n  \"provider\": \"deepsek\"\n}").load());
        assertTrue(e.getMessage().contains("unknown provider 'deepsek'; choose one of: deepseek, openai"),
                e.getMessage());
        assertTrue(e.line() >= 3, "line " + e.line());
    }

    @Test
    void validationMessagesAreClear() {
        assertMessage("{\"baseUrl\": \"ftp://example.com\"}", "must start with http:// or https://");
        assertMessage("{\"baseUrl\": \"https://x.test/v1?key=sk-1\"}", "must not carry a query");
        assertMessage("{\"model\": \"  \"}", "the model name is empty");
        assertMessage("{\"approvalMode\": \"sometimes\"}", "unknown approval mode 'sometimes' (use read-only, ask, auto-edit or auto)");
        assertMessage("{\"caps\": {\"maxStepsPerTurn\": 0}}", "maxStepsPerTurn must be at least 1");
        assertMessage("{\"sandbox\": \"strict\"}", "unknown sandbox 'strict' (use workspace-write or off)");
        assertMessage("{\"shellEnv\": [\"A B\"]}", "shellEnv: 'A B' is not an environment variable name");
        assertMessage("{\"caps\": {\"maxGoalRounds\": \"many\"}}", "caps.maxGoalRounds");
        assertMessage("{\"caps\": {\"maxRalphRounds\": 100001}}", "maxRalphRounds must be at most 100000");
        assertMessage("[1, 2]", "settings.json");
    }

    private void assertMessage(String json, String expected) {
        SettingsException e = assertThrows(SettingsException.class, () -> file(json).load());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
}
