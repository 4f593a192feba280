package dev.ralphdesk.core.model;

/** What a provider can do. */
public record ProviderCapabilities(boolean streaming, boolean toolCalls, boolean structuredOutput) {
    public static final ProviderCapabilities FULL = new ProviderCapabilities(true, true, true);
}
