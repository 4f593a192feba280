package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.core.settings.ApprovalMode;
import dev.ralphdesk.core.settings.DefaultCaps;
import dev.ralphdesk.core.settings.KeySource;
import dev.ralphdesk.core.settings.ProviderPreset;
import dev.ralphdesk.core.settings.Settings;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The text of the Settings fields and their validation: a pure function from what was typed to
 * either {@link Settings} or one clear message per bad field.
 */
public record SettingsForm(String provider, String baseUrl, String model, KeySource.Source keySource,
        String keyVariable, String typedKey, boolean keyAlreadyStored, ApprovalMode approvalMode, String maxSteps,
        String maxGoalRounds, String maxRalphRounds) {

    public enum Field {
        PROVIDER, BASE_URL, MODEL, KEY, MAX_STEPS, MAX_GOAL_ROUNDS, MAX_RALPH_ROUNDS
    }

    /** The validation result: settings when every field is fine, else the messages by field. */
    public record Result(Optional<Settings> settings, Map<Field, String> errors) {
    }

    public Result validate() {
        Map<Field, String> errors = new LinkedHashMap<>();
        boolean offline = provider == null || ProviderPreset.isOffline(provider);
        Optional<ProviderPreset> preset = offline ? Optional.empty() : ProviderPreset.byId(provider);
        if (!offline && preset.isEmpty()) {
            errors.put(Field.PROVIDER, "Choose a provider from the list.");
        }
        String url = blankToNull(baseUrl);
        if (url != null) {
            urlProblem(url).ifPresent(problem -> errors.put(Field.BASE_URL, problem));
        } else if (preset.isPresent() && preset.get().defaultBaseUrl().isEmpty()) {
            errors.put(Field.BASE_URL, "This provider needs a base URL, e.g. http://localhost:8000/v1.");
        }
        if (blankToNull(model) == null && preset.isPresent() && preset.get().defaultModel().isEmpty()) {
            errors.put(Field.MODEL, "This provider needs a model name.");
        }
        if (!offline) {
            keyProblem().ifPresent(problem -> errors.put(Field.KEY, problem));
        }
        int steps = positive(maxSteps, Field.MAX_STEPS, "Steps per turn", errors);
        int goalRounds = positive(maxGoalRounds, Field.MAX_GOAL_ROUNDS, "Goal rounds", errors);
        int ralphRounds = positive(maxRalphRounds, Field.MAX_RALPH_ROUNDS, "Ralph rounds", errors);
        if (!errors.isEmpty()) {
            return new Result(Optional.empty(), Map.copyOf(errors));
        }
        KeySource key = keySource == KeySource.Source.STORED ? KeySource.stored()
                : KeySource.env(blankToNull(keyVariable));
        Settings settings = new Settings(offline ? ProviderPreset.OFFLINE : provider, url, blankToNull(model), key,
                approvalMode, new DefaultCaps(steps, goalRounds, ralphRounds), null);
        return new Result(Optional.of(settings), Map.of());
    }

    private Optional<String> keyProblem() {
        if (keySource == KeySource.Source.STORED) {
            return blankToNull(typedKey) == null && !keyAlreadyStored
                    ? Optional.of("Type the API key, or choose an environment variable instead.")
                    : Optional.empty();
        }
        String variable = blankToNull(keyVariable);
        if (variable != null && !variable.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            return Optional.of("'" + variable + "' is not an environment variable name (letters, digits, _).");
        }
        return Optional.empty();
    }

    private static Optional<String> urlProblem(String url) {
        try {
            URI uri = new URI(url);
            if (!"http".equalsIgnoreCase(uri.getScheme()) && !"https".equalsIgnoreCase(uri.getScheme())
                    || uri.getHost() == null) {
                return Optional.of("The base URL must start with http:// or https:// and name a host.");
            }
            if (uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
                return Optional.of("The base URL must not carry a query, fragment or user name; "
                        + "the key goes in the key field.");
            }
            return Optional.empty();
        } catch (URISyntaxException e) {
            return Optional.of("The base URL is not a valid URL: " + e.getReason() + ".");
        }
    }

    private static int positive(String text, Field field, String label, Map<Field, String> errors) {
        try {
            int value = Integer.parseInt(text == null ? "" : text.strip());
            if (value >= 1) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        errors.put(field, label + " must be a whole number of at least 1.");
        return 1;
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
