package dev.ralphdesk.core.model.scripted;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A scenario for the scripted model: rules matched against each request, an ordered sequence used
 * when no rule matches, and a fallback. The format is documented in {@code docs/scripted-model.md}.
 */
public record ScriptedScenario(String name, String model, List<ScriptedRule> rules, List<ScriptedResponse> sequence,
        ScriptedResponse fallback) {
    public ScriptedScenario {
        name = name == null ? "scenario" : name;
        model = model == null || model.isBlank() ? "scripted" : model;
        rules = rules == null ? List.of() : List.copyOf(rules);
        sequence = sequence == null ? List.of() : List.copyOf(sequence);
    }

    public static ScriptedScenario of(List<ScriptedResponse> sequence) {
        return new ScriptedScenario("inline", null, List.of(), sequence, null);
    }

    public static ScriptedScenario load(Path file) {
        try {
            return parse(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new ScenarioException("Cannot read the scenario file " + file + ": " + e.getMessage());
        }
    }

    /** Parses scenario JSON; errors name the source and the line. Unknown keys are refused. */
    public static ScriptedScenario parse(String json, String source) {
        ObjectReader reader = Json.mapper().readerFor(ScriptedScenario.class)
                .with(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        try {
            return reader.readValue(json);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            Throwable root = e;
            while (root.getCause() != null) {
                root = root.getCause();
            }
            String why = root == e ? e.getOriginalMessage() : root.getMessage();
            throw new ScenarioException("Invalid scenario " + source + (at == null ? "" : " at line "
                    + at.getLineNr() + ", column " + at.getColumnNr()) + ": " + why);
        }
    }

    /** A scenario that cannot be used, with a message naming the file and the problem. */
    public static final class ScenarioException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public ScenarioException(String message) {
            super(message);
        }
    }
}
