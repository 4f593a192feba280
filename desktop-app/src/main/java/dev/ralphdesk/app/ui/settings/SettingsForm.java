package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.settings.DefaultCaps;
import dev.ralphdesk.core.settings.KeySource;
import dev.ralphdesk.core.settings.ProviderPreset;
import dev.ralphdesk.core.settings.Settings;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The text of the Settings fields and their validation: a pure function from what was typed to
 * either {@link Settings} and the chosen data folder, or one clear message per bad field. What can
 * only be known by looking at the disk (is the folder writable, in use, …) is checked when saving.
 *
 * @param dataFolder the folder typed or picked; empty for no choice (the default folder)
 */
public record SettingsForm(String provider, String baseUrl, String model, KeySource.Source keySource,
        String keyVariable, String typedKey, boolean keyAlreadyStored, ApprovalMode approvalMode, String maxSteps,
        String maxGoalRounds, String maxRalphRounds, String dataFolder, String contextWindow) {

    public enum Field {
        PROVIDER, BASE_URL, MODEL, CONTEXT_WINDOW, KEY, MAX_STEPS, MAX_GOAL_ROUNDS, MAX_RALPH_ROUNDS, DATA_FOLDER
    }

    /**
     * The validation result: settings and the data folder choice (empty: none) when every field is
     * fine, else the messages by field.
     */
    public record Result(Optional<Settings> settings, Optional<Path> dataFolder, Map<Field, Message> errors) {
    }

    public Result validate() {
        Map<Field, Message> errors = new LinkedHashMap<>();
        boolean offline = provider == null || ProviderPreset.isOffline(provider);
        Optional<ProviderPreset> preset = offline ? Optional.empty() : ProviderPreset.byId(provider);
        if (!offline && preset.isEmpty()) {
            errors.put(Field.PROVIDER, Message.of("settings.error.provider"));
        }
        String url = blankToNull(baseUrl);
        if (url != null) {
            urlProblem(url).ifPresent(problem -> errors.put(Field.BASE_URL, problem));
        } else if (preset.isPresent() && preset.get().defaultBaseUrl().isEmpty()) {
            errors.put(Field.BASE_URL, Message.of("settings.error.baseUrl.needed"));
        }
        if (blankToNull(model) == null && preset.isPresent() && preset.get().defaultModel().isEmpty()) {
            errors.put(Field.MODEL, Message.of("settings.error.model"));
        }
        Integer window = contextWindow(errors);
        if (!offline) {
            keyProblem().ifPresent(problem -> errors.put(Field.KEY, problem));
        }
        int steps = whole(maxSteps, Integer.MAX_VALUE, Field.MAX_STEPS, "settings.error.maxSteps", errors);
        int goalRounds = whole(maxGoalRounds, DefaultCaps.MAX_ROUNDS, Field.MAX_GOAL_ROUNDS,
                "settings.error.maxGoalRounds", errors);
        int ralphRounds = whole(maxRalphRounds, DefaultCaps.MAX_ROUNDS, Field.MAX_RALPH_ROUNDS,
                "settings.error.maxRalphRounds", errors);
        Optional<Path> folder = folder(errors);
        if (!errors.isEmpty()) {
            return new Result(Optional.empty(), Optional.empty(), Map.copyOf(errors));
        }
        KeySource key = keySource == KeySource.Source.STORED ? KeySource.stored()
                : KeySource.env(blankToNull(keyVariable));
        Settings settings = new Settings(offline ? ProviderPreset.OFFLINE : provider, url, blankToNull(model), key,
                approvalMode, new DefaultCaps(steps, goalRounds, ralphRounds), null, window);
        return new Result(Optional.of(settings), folder, Map.of());
    }

    /** The context window in tokens; null (the default) when the field is empty. */
    private Integer contextWindow(Map<Field, Message> errors) {
        String text = blankToNull(contextWindow);
        if (text == null) {
            return null;
        }
        try {
            int tokens = Integer.parseInt(text.replace("_", "").replace(",", ""));
            if (tokens >= AgentConfig.MIN_CONTEXT_WINDOW) {
                return tokens;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        errors.put(Field.CONTEXT_WINDOW, Message.of("settings.error.contextWindow", text,
                AgentConfig.MIN_CONTEXT_WINDOW));
        return null;
    }

    /** The chosen folder: absolute, a usable path; empty when the field is empty. */
    private Optional<Path> folder(Map<Field, Message> errors) {
        String text = blankToNull(dataFolder);
        if (text == null) {
            return Optional.empty();
        }
        try {
            Path path = Path.of(text);
            if (!path.isAbsolute()) {
                errors.put(Field.DATA_FOLDER, Message.of("settings.error.dataFolder.relative", text));
                return Optional.empty();
            }
            return Optional.of(path.normalize());
        } catch (InvalidPathException e) {
            errors.put(Field.DATA_FOLDER, Message.of("settings.error.dataFolder.invalid", text));
            return Optional.empty();
        }
    }

    private Optional<Message> keyProblem() {
        if (keySource == KeySource.Source.STORED) {
            return blankToNull(typedKey) == null && !keyAlreadyStored
                    ? Optional.of(Message.of("settings.error.key.typed"))
                    : Optional.empty();
        }
        String variable = blankToNull(keyVariable);
        if (variable != null && !variable.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            return Optional.of(Message.of("settings.error.key.variable", variable));
        }
        return Optional.empty();
    }

    private static Optional<Message> urlProblem(String url) {
        try {
            URI uri = new URI(url);
            if (!"http".equalsIgnoreCase(uri.getScheme()) && !"https".equalsIgnoreCase(uri.getScheme())
                    || uri.getHost() == null) {
                return Optional.of(Message.of("settings.error.baseUrl.scheme"));
            }
            if (uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
                return Optional.of(Message.of("settings.error.baseUrl.parts"));
            }
            return Optional.empty();
        } catch (URISyntaxException e) {
            return Optional.of(Message.of("settings.error.baseUrl.invalid", e.getReason()));
        }
    }

    /** A whole number from 1 to {@code max}. */
    private static int whole(String text, int max, Field field, String key, Map<Field, Message> errors) {
        try {
            int value = Integer.parseInt(text == null ? "" : text.strip());
            if (value >= 1 && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        errors.put(field, Message.of(key));
        return 1;
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
