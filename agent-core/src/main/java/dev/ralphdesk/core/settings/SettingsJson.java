package dev.ralphdesk.core.settings;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.sandbox.SandboxMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code settings.json} bound without Jackson's mapper, when every field it names has the JSON type its
 * creator takes and no name is repeated: the file read into a tree token by token
 * ({@link Json#parseWithoutRepeatedNames}) and each field handed to the same creators the mapper calls
 * ({@code Settings.fromJson}, {@code DefaultCaps.fromJson}, {@code NetworkSettings.fromJson},
 * {@link KeySource}'s, {@code of} of each enum), so the settings are the same. Making the mapper and its
 * binding of these records by reflection was ~50 ms of CPU at every command's start for anyone with a
 * settings file. Anything else — bad JSON, another type where Jackson would coerce or refuse, a value a
 * creator refuses, a repeated name (the mapper hands the earlier value to its creator too, which may refuse
 * it, and refuses a repeat once a creator has all its values) — is left to the mapper ({@link #bind} is
 * empty), so its errors and their positions stay the mapper's.
 */
final class SettingsJson {
    private SettingsJson() {
    }

    /** The settings in {@code text}, or empty when binding them needs the mapper. */
    static Optional<Settings> bind(String text) {
        try {
            JsonNode root = Json.parseWithoutRepeatedNames(text); // the mapper sees every value of a repeat
            if (!root.isObject()) {
                return Optional.empty();
            }
            return Optional.of(Settings.fromJson(text(root, "provider"), text(root, "baseUrl"), text(root, "model"),
                    keySource(root.get("apiKey")), approvalMode(root.get("approvalMode")), caps(root.get("caps")),
                    network(root.get("network")), integer(root, "contextWindow"), sandbox(root.get("sandbox")),
                    bool(root, "shellNetwork"), texts(root.get("shellEnv")), texts(root.get("verifierPatterns")),
                    root.get("prices")));
        } catch (JsonProcessingException | RuntimeException e) {
            return Optional.empty(); // the mapper reads the file again and reports what is wrong, where
        }
    }

    private static KeySource keySource(JsonNode node) {
        if (absent(node)) {
            return null;
        }
        object(node);
        JsonNode source = node.get("source");
        return new KeySource(absent(source) ? null : KeySource.Source.of(text(source)), text(node, "variable"));
    }

    private static ApprovalMode approvalMode(JsonNode node) {
        return absent(node) ? null : ApprovalMode.of(text(node));
    }

    private static SandboxMode sandbox(JsonNode node) {
        return absent(node) ? null : SandboxMode.of(text(node));
    }

    private static DefaultCaps caps(JsonNode node) {
        if (absent(node)) {
            return null;
        }
        object(node);
        return DefaultCaps.fromJson(integer(node, "maxStepsPerTurn"), integer(node, "maxGoalRounds"),
                integer(node, "maxRalphRounds"));
    }

    private static NetworkSettings network(JsonNode node) {
        if (absent(node)) {
            return null;
        }
        object(node);
        return NetworkSettings.fromJson(integer(node, "connectTimeoutSeconds"), integer(node, "idleTimeoutSeconds"),
                integer(node, "maxRetries"));
    }

    private static List<String> texts(JsonNode node) {
        if (absent(node)) {
            return null;
        }
        if (!node.isArray()) {
            throw new NeedsTheMapper();
        }
        List<String> texts = new ArrayList<>();
        for (JsonNode element : node) {
            texts.add(text(element));
        }
        return texts;
    }

    private static String text(JsonNode object, String field) {
        JsonNode node = object.get(field);
        return absent(node) ? null : text(node);
    }

    private static String text(JsonNode node) {
        if (!node.isTextual()) {
            throw new NeedsTheMapper();
        }
        return node.textValue();
    }

    private static Integer integer(JsonNode object, String field) {
        JsonNode node = object.get(field);
        if (absent(node)) {
            return null;
        }
        if (!node.isInt()) {
            throw new NeedsTheMapper();
        }
        return node.intValue();
    }

    private static Boolean bool(JsonNode object, String field) {
        JsonNode node = object.get(field);
        if (absent(node)) {
            return null;
        }
        if (!node.isBoolean()) {
            throw new NeedsTheMapper();
        }
        return node.booleanValue();
    }

    private static void object(JsonNode node) {
        if (!node.isObject()) {
            throw new NeedsTheMapper();
        }
    }

    private static boolean absent(JsonNode node) {
        return node == null || node.isNull();
    }

    /** A field of another type than its creator takes: the mapper coerces it or says what is wrong. */
    private static final class NeedsTheMapper extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NeedsTheMapper() {
            super(null, null, false, false);
        }
    }
}
