package dev.ralphdesk.ralph;

import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RunBudgets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The deployment's Ralph settings, read from {@link PluginConfig} keys under {@code ralph.}:
 * {@code maxRounds} (256; also the ceiling of any per-run override), {@code maxHandoffChars}
 * (16384), {@code maxResultChars} (16384; at least 2048 so the envelope itself fits — a report
 * too large for the rest is shortened field by field in the parent's result, never cut mid-JSON,
 * and the result's reason says so), {@code subagentProvider} ({@code spawn}),
 * {@code requireVerifier} (true), {@code verifierTools} ({@code shell}), {@code checkTimeoutSeconds}
 * (300), {@code transientRetries} (2), {@code maxCompletionRefusals} (2) and the default budgets
 * {@code maxTokens}, {@code maxCostUsd}, {@code maxWallSeconds} (none).
 */
public record RalphConfig(int maxRounds, int maxHandoffChars, int maxResultChars, String subagentProvider,
        boolean requireVerifier, Set<String> verifierTools, Duration checkTimeout, int transientRetries,
        int maxCompletionRefusals, RunBudgets budgets) {
    public static final int DEFAULT_MAX_ROUNDS = 256;
    public static final int DEFAULT_MAX_HANDOFF_CHARS = 16384;
    public static final int DEFAULT_MAX_RESULT_CHARS = 16384;
    public static final String DEFAULT_PROVIDER = "spawn";

    public RalphConfig {
        positive("ralph.maxRounds", maxRounds);
        positive("ralph.maxHandoffChars", maxHandoffChars);
        positive("ralph.maxResultChars", maxResultChars);
        if (maxResultChars < RalphResult.ENVELOPE_OVERHEAD) {
            throw new IllegalArgumentException("configuration ralph.maxResultChars (" + maxResultChars + ") must be at "
                    + "least " + RalphResult.ENVELOPE_OVERHEAD + " so that the result envelope itself fits");
        }
        if (subagentProvider == null || subagentProvider.isBlank()) {
            throw new IllegalArgumentException("configuration ralph.subagentProvider must name a provider");
        }
        verifierTools = Set.copyOf(verifierTools);
        if (checkTimeout == null || checkTimeout.isNegative() || checkTimeout.isZero()) {
            throw new IllegalArgumentException("configuration ralph.checkTimeoutSeconds must be positive");
        }
        if (transientRetries < 0 || transientRetries > 10) {
            throw new IllegalArgumentException("configuration ralph.transientRetries must be 0 to 10");
        }
        if (maxCompletionRefusals < 0) {
            throw new IllegalArgumentException("configuration ralph.maxCompletionRefusals cannot be negative");
        }
        budgets = budgets == null ? RunBudgets.NONE : budgets;
    }

    public static RalphConfig defaults() {
        return from(PluginConfig.empty());
    }

    public static RalphConfig from(PluginConfig config) {
        Long maxWallSeconds = optionalLong(config, "ralph.maxWallSeconds");
        int maxHandoffChars = config.getInt("ralph.maxHandoffChars", DEFAULT_MAX_HANDOFF_CHARS);
        return new RalphConfig(config.getInt("ralph.maxRounds", DEFAULT_MAX_ROUNDS), maxHandoffChars,
                config.getInt("ralph.maxResultChars", DEFAULT_MAX_RESULT_CHARS),
                config.get("ralph.subagentProvider", DEFAULT_PROVIDER).strip(),
                bool(config, "ralph.requireVerifier", true),
                Arrays.stream(config.get("ralph.verifierTools", "shell").split(","))
                        .map(String::strip).filter(s -> !s.isEmpty()).collect(Collectors.toSet()),
                Duration.ofSeconds(config.getInt("ralph.checkTimeoutSeconds", 300)),
                config.getInt("ralph.transientRetries", 2),
                config.getInt("ralph.maxCompletionRefusals", 2),
                new RunBudgets(optionalLong(config, "ralph.maxTokens"), optionalDouble(config, "ralph.maxCostUsd"),
                        maxWallSeconds == null ? null : maxWallSeconds * 1000));
    }

    private static void positive(String key, int value) {
        if (value < 1) {
            throw new IllegalArgumentException("configuration " + key + " must be a positive whole number, got " + value);
        }
    }

    private static boolean bool(PluginConfig config, String key, boolean fallback) {
        String value = config.get(key, null);
        if (value == null) {
            return fallback;
        }
        if (value.strip().equalsIgnoreCase("true") || value.strip().equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(value.strip());
        }
        throw new IllegalArgumentException("configuration " + key + " must be true or false, got '" + value + "'");
    }

    private static Long optionalLong(PluginConfig config, String key) {
        String value = config.get(key, null);
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("configuration " + key + " must be a whole number, got '" + value + "'");
        }
    }

    private static Double optionalDouble(PluginConfig config, String key) {
        String value = config.get(key, null);
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Double.parseDouble(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("configuration " + key + " must be a number, got '" + value + "'");
        }
    }
}
