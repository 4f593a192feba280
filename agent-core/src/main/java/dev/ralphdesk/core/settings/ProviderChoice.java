package dev.ralphdesk.core.settings;

import dev.ralphdesk.core.model.ModelProvider;
import java.util.Objects;
import java.util.Optional;

/**
 * The provider to use and, when the configured one could not be built, why: then {@code provider}
 * is the offline model and {@code problem} says what to fix (shown in the UI, printed by the CLI).
 *
 * @param settings the effective settings (file plus command line), or the defaults when the file is unusable
 */
public record ProviderChoice(ModelProvider provider, boolean offline, String problem, Settings settings) {
    public ProviderChoice {
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(settings, "settings");
    }

    public Optional<String> problemMessage() {
        return Optional.ofNullable(problem);
    }

    /** For a status bar: "openai-compatible · deepseek-chat". */
    public String summary() {
        return provider.name() + " · " + provider.model();
    }
}
