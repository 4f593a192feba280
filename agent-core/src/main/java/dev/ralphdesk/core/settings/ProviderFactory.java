package dev.ralphdesk.core.settings;

import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.anthropic.AnthropicProvider;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.model.http.HttpProviderConfig;
import dev.ralphdesk.core.model.http.HttpRuntime;
import dev.ralphdesk.core.model.http.RetryPolicy;
import dev.ralphdesk.core.model.openai.OpenAiProvider;
import java.io.IOException;
import java.net.URI;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the model provider from {@code settings.json} and the command line. When nothing is
 * configured it returns the supplied offline provider; when something is configured but unusable
 * (malformed file, unknown preset, bad URL, missing key) it returns the offline provider too, with
 * a message that says what to fix, so the app always starts.
 */
public final class ProviderFactory {
    private final ConfigLocation location;
    private final Map<String, String> env;
    private final HttpRuntime runtime;
    private final ModelProvider offline;

    public ProviderFactory(ConfigLocation location, Map<String, String> env, HttpRuntime runtime,
            ModelProvider offline) {
        this.location = location;
        this.env = Map.copyOf(env);
        this.runtime = runtime;
        this.offline = offline;
    }

    /** The provider the settings file alone asks for. */
    public ProviderChoice create() {
        return create(ProviderOverrides.NONE);
    }

    public ProviderChoice create(ProviderOverrides overrides) {
        Settings settings;
        try {
            settings = new SettingsFile(location.settingsFile()).load().orElse(Settings.defaults());
        } catch (SettingsException e) {
            return fallback(e.getMessage(), Settings.defaults());
        }
        try {
            settings = settings.withOverrides(overrides);
        } catch (IllegalArgumentException e) {
            return fallback("Command line: " + e.getMessage() + ".", settings);
        }
        return create(settings);
    }

    /** The provider of {@code settings} (not read from the file: e.g. Settings' form before a save). */
    public ProviderChoice create(Settings settings) {
        if (settings.provider() == null || ProviderPreset.isOffline(settings.provider())) {
            return new ProviderChoice(offline, true, null, settings);
        }
        try {
            return new ProviderChoice(build(settings), false, null, settings);
        } catch (ProviderSetupException e) {
            return fallback(e.getMessage(), settings);
        }
    }

    private ModelProvider build(Settings settings) throws ProviderSetupException {
        ProviderPreset preset = ProviderPreset.byId(settings.provider()).orElseThrow();
        String baseUrl = Optional.ofNullable(settings.baseUrl()).or(preset::defaultBaseUrl).orElseThrow(
                () -> new ProviderSetupException(capitalized(preset.label()) + " needs a base URL: set \"baseUrl\" in "
                        + location.settingsFile() + " (the window's Settings) or pass --base-url (for example "
                        + "http://localhost:8000/v1)."));
        String model = Optional.ofNullable(settings.model()).or(preset::defaultModel).orElseThrow(
                () -> new ProviderSetupException(capitalized(preset.label()) + " needs a model name: set \"model\" in "
                        + location.settingsFile() + " (the window's Settings) or pass --model."));
        ResolvedKey key = key(settings.apiKey(), preset);
        NetworkSettings network = settings.network();
        HttpProviderConfig config = new HttpProviderConfig(preset.label(), URI.create(baseUrl), model, key.key,
                key.hint, network.connectTimeout(), network.idleTimeout(),
                RetryPolicy.defaults().withMaxRetries(network.maxRetries()));
        if (preset.protocol() == ProviderPreset.Protocol.ANTHROPIC) {
            return new AnthropicProvider(config, runtime);
        }
        return new OpenAiProvider(config, preset.dialect(), runtime);
    }

    private ResolvedKey key(KeySource source, ProviderPreset preset) throws ProviderSetupException {
        if (source.source() == KeySource.Source.STORED) {
            KeyFile file = new KeyFile(location.keyFile());
            Optional<ApiKey> key;
            try {
                key = file.read();
            } catch (IOException | IllegalArgumentException e) {
                throw new ProviderSetupException("The stored API key in " + file.path() + " cannot be read ("
                        + e.getMessage() + "); type the key again in Settings.");
            }
            return new ResolvedKey(key.orElseThrow(() -> new ProviderSetupException("Settings say the API key is "
                    + "stored, but " + file.path() + " holds none; type the key in Settings.")),
                    "the key stored in " + file.path());
        }
        Optional<String> variable = Optional.ofNullable(source.variable()).or(preset::defaultKeyVariable);
        if (variable.isEmpty()) {
            return new ResolvedKey(null, "no key configured");
        }
        String value = env.get(variable.get());
        if (value == null || value.isBlank()) {
            throw new ProviderSetupException(capitalized(preset.label()) + " needs an API key: set the environment "
                    + "variable " + variable.get() + " or type a key in Settings.");
        }
        try {
            return new ResolvedKey(ApiKey.of(value), "env " + variable.get());
        } catch (IllegalArgumentException e) {
            throw new ProviderSetupException("The API key in " + variable.get() + " is not usable: " + e.getMessage()
                    + ".");
        }
    }

    private ProviderChoice fallback(String problem, Settings settings) {
        return new ProviderChoice(offline, true, problem, settings);
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static final class ResolvedKey {
        final ApiKey key;
        final String hint;

        ResolvedKey(ApiKey key, String hint) {
            this.key = key;
            this.hint = hint;
        }
    }

    /** A configured provider that cannot be built; the message says what to fix. */
    private static final class ProviderSetupException extends Exception {
        private static final long serialVersionUID = 1L;

        ProviderSetupException(String message) {
            super(message);
        }
    }
}
