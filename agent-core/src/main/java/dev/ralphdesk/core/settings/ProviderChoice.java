package dev.ralphdesk.core.settings;

import dev.ralphdesk.core.model.ModelProvider;
import java.util.Objects;
import java.util.Optional;

/**
 * The provider to use and, when the configured one could not be built, why: then {@code provider}
 * is the offline model and {@code problem} says what to fix, in sentences (the command line stops
 * with it; the window shows {@link #problemMessage()}, which adds that the offline model is used).
 *
 * @param settings the effective settings (file plus command line), or the defaults when the file is unusable
 */
public record ProviderChoice(ModelProvider provider, boolean offline, String problem, Settings settings) {
    public ProviderChoice {
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(settings, "settings");
    }

    /** For the window: the problem and that the offline model stands in until it is fixed. */
    public Optional<String> problemMessage() {
        return Optional.ofNullable(problem).map(p -> p + " Using the offline model until it is fixed.");
    }

    /** For a status bar: "openai-compatible · deepseek-chat". */
    public String summary() {
        return provider.name() + " · " + provider.model();
    }
}
