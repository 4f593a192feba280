package dev.ralphdesk.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.json.Json;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code settings.json} bound without the mapper gives the settings the mapper binds, field for field; and
 * what the mapper would coerce or refuse is left to it, so that its errors stay the same.
 */
class SettingsJsonTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{\"sandbox\": \"off\"}",
        "{\"provider\": \"openai\", \"model\": \" gpt-5-mini \", \"baseUrl\": \"http://127.0.0.1:8080/v1\"}",
        "{\"provider\": \"deepseek\", \"apiKey\": {\"source\": \"env\", \"variable\": \"MY_KEY\"}}",
        "{\"provider\": \"anthropic\", \"apiKey\": {\"source\": \"stored\", \"variable\": \"IGNORED\"}}",
        "{\"apiKey\": {\"variable\": \" K \"}, \"approvalMode\": \"auto-edit\"}",
        "{\"apiKey\": {\"source\": null}, \"approvalMode\": null, \"sandbox\": null, \"caps\": null}",
        "{\"caps\": {\"maxStepsPerTurn\": 12}, \"network\": {\"maxRetries\": 0, \"idleTimeoutSeconds\": 30}}",
        "{\"caps\": {\"maxStepsPerTurn\": 12, \"maxGoalRounds\": 9, \"maxRalphRounds\": 3}, \"network\": {}}",
        "{\"contextWindow\": 64000, \"shellNetwork\": true, \"shellEnv\": [\"GOPATH\", \"JAVA_HOME\"]}",
        "{\"shellNetwork\": false, \"shellEnv\": [], \"verifierPatterns\": [\"^make check\\\\b\"]}",
        "{\"prices\": {\"m\": {\"input\": 1.0, \"cachedInput\": 0.1, \"output\": 2}}, \"prices2\": 1}",
        "{\"provider\": \"ollama\", \"unknown\": {\"nested\": [1, 2]}, \"mcpServers\": {\"x\": {\"command\": \"y\"}}}",
        "{\"provider\": \"openai\", \"provider\": \"deepseek\"}",
        "{\"prices\": null, \"shellEnv\": null, \"contextWindow\": null, \"network\": null} ",
    })
    void plainFilesAreBoundAsTheMapperBindsThem(String text) throws Exception {
        Optional<Settings> bound = SettingsJson.bind(text);
        assertTrue(bound.isPresent(), "left to the mapper: " + text);
        assertEquals(Json.mapper().readValue(text, Settings.class), bound.get());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "[]",
        "\"openai\"",
        "{\"provider\": 5}",
        "{\"contextWindow\": \"64000\"}",
        "{\"contextWindow\": 64000.0}",
        "{\"contextWindow\": 100}",
        "{\"shellNetwork\": \"true\"}",
        "{\"shellEnv\": \"GOPATH\"}",
        "{\"shellEnv\": [\"NOT A NAME\"]}",
        "{\"shellEnv\": [null]}",
        "{\"apiKey\": \"MY_KEY\"}",
        "{\"apiKey\": {\"source\": \"vault\"}}",
        "{\"approvalMode\": \"yolo\"}",
        "{\"sandbox\": \"docker\"}",
        "{\"caps\": {\"maxStepsPerTurn\": 0}}",
        "{\"caps\": {\"maxStepsPerTurn\": 99999999999}}",
        "{\"network\": {\"maxRetries\": 11}}",
        "{\"prices\": [1]}",
        "{\"verifierPatterns\": [\"(\"]}",
        "{\"model\": \"  \"}",
        "{\"provider\": \"openai\",}",
        "{\"provider\": \"openai\"",
    })
    void filesTheMapperWouldCoerceOrRefuseAreLeftToIt(String text) {
        assertEquals(Optional.empty(), SettingsJson.bind(text));
    }
}
