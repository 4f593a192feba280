package dev.ralphdesk.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.json.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
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
        "{\"provider\": \"openai\", \"provider\": \"deepseek\"}",
        "{\"approvalMode\": \"yolo\", \"approvalMode\": \"auto\"}",
        "{\"contextWindow\": \"x\", \"contextWindow\": 64000}",
        "{\"caps\": {\"maxStepsPerTurn\": 0}, \"caps\": {\"maxStepsPerTurn\": 3}}",
        "{\"apiKey\": {\"source\": \"vault\", \"source\": \"env\"}}",
        "{\"network\": {\"maxRetries\": 11, \"maxRetries\": 1}}",
    })
    void filesTheMapperWouldCoerceOrRefuseAreLeftToIt(String text) {
        assertEquals(Optional.empty(), SettingsJson.bind(text));
    }

    /**
     * Generated files — each field's name repeated or not, its value of the type its creator takes or not,
     * valid or refused — are bound by hand only to the settings the mapper binds, never where it refuses.
     */
    @Test
    void generatedFilesAreBoundOnlyAsTheMapperBindsThem() {
        Random random = new Random(17);
        int bound = 0;
        for (int i = 0; i < 4000; i++) {
            String text = object(random, TOP);
            Optional<Settings> byHand = SettingsJson.bind(text);
            if (byHand.isPresent()) {
                bound++;
                Object byMapper;
                try {
                    byMapper = Json.mapper().readValue(text, Settings.class);
                } catch (Exception e) {
                    byMapper = e.getMessage();
                }
                assertEquals(byMapper, byHand.get(), text);
            }
        }
        assertTrue(bound > 400, "too few files bound by hand to compare: " + bound);
    }

    private static final Map<String, List<String>> FIELDS = Map.ofEntries(
            Map.entry("provider", List.of("\"openai\"", "\"ollama\"", "\"nope\"", "5")),
            Map.entry("baseUrl", List.of("\"http://127.0.0.1:8080/v1\"", "\"ftp://x\"", "[]")),
            Map.entry("model", List.of("\" m \"", "\"  \"", "\"\\ud83d\\ude00\"", "true")),
            Map.entry("apiKey", List.of("{}", "\"K\"")),
            Map.entry("source", List.of("\"env\"", "\" STORED \"", "\"vault\"", "1")),
            Map.entry("variable", List.of("\"MY_KEY\"", "\"NOT A NAME\"", "\"\"")),
            Map.entry("approvalMode", List.of("\"auto\"", "\"auto-edit\"", "\"yolo\"", "\"\"", "1")),
            Map.entry("sandbox", List.of("\"off\"", "\"docker\"", "{}")),
            Map.entry("caps", List.of("{}", "7")),
            Map.entry("network", List.of("{}", "\"fast\"")),
            Map.entry("count", List.of("1", "3", "0", "11", "100001", "2147483648", "1.0", "1e1", "\"3\"")),
            Map.entry("contextWindow", List.of("64000", "100", "64000.0", "\"64000\"", "99999999999")),
            Map.entry("shellNetwork", List.of("true", "false", "\"true\"", "0")),
            Map.entry("shellEnv", List.of("[]", "[\"GOPATH\"]", "[\"NOT A NAME\"]", "[null]", "\"GOPATH\"")),
            Map.entry("verifierPatterns", List.of("[\"^make\\\\b\"]", "[\"(\"]", "[1]")),
            Map.entry("prices", List.of("{\"m\": {\"input\": 1.5, \"output\": 2}}", "{\"m\": {\"input\": -1}}", "[1]")),
            Map.entry("mcpServers", List.of("{\"x\": {\"command\": \"y\"}}", "[]")));
    private static final List<String> TOP = List.of("provider", "baseUrl", "model", "apiKey", "approvalMode", "caps",
            "network", "contextWindow", "sandbox", "shellNetwork", "shellEnv", "verifierPatterns", "prices",
            "mcpServers");
    private static final Map<String, List<String>> NESTED = Map.of(
            "apiKey", List.of("source", "variable"),
            "caps", List.of("maxStepsPerTurn", "maxGoalRounds", "maxRalphRounds"),
            "network", List.of("connectTimeoutSeconds", "idleTimeoutSeconds", "maxRetries"));

    /** An object of some of {@code names} (all of them, now and then), a name maybe more than once. */
    private static String object(Random random, List<String> names) {
        List<String> chosen = new ArrayList<>(random.nextInt(4) == 0 ? names : List.of());
        for (int n = random.nextInt(4); n > 0; n--) {
            chosen.add(random.nextInt(chosen.size() + 1), names.get(random.nextInt(names.size())));
        }
        List<String> members = new ArrayList<>();
        for (String name : chosen) {
            members.add("\"" + name + "\": " + value(random, name));
        }
        return "{" + String.join(", ", members) + "}";
    }

    private static String value(Random random, String name) {
        if (random.nextInt(8) == 0) {
            return "null";
        }
        if (NESTED.containsKey(name) && random.nextInt(4) > 0) {
            return object(random, NESTED.get(name));
        }
        List<String> values = FIELDS.getOrDefault(name, FIELDS.get("count"));
        return values.get(random.nextInt(values.size()));
    }
}
