package dev.ralphdesk.core.settings;

/**
 * Choices from the command line ({@code --provider}, {@code --model}, {@code --base-url}) that win
 * over the settings file for one run; null means "as in the settings".
 */
public record ProviderOverrides(String provider, String model, String baseUrl) {
    public static final ProviderOverrides NONE = new ProviderOverrides(null, null, null);

    public ProviderOverrides {
        provider = blankToNull(provider);
        model = blankToNull(model);
        baseUrl = blankToNull(baseUrl);
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
