package dev.ralphdesk.core.plugin;

import java.util.Map;

/** Configuration values plugins read, by dotted key (e.g. {@code goal.maxRounds}). */
public record PluginConfig(Map<String, String> values) {
    public PluginConfig {
        values = Map.copyOf(values);
    }

    public static PluginConfig empty() {
        return new PluginConfig(Map.of());
    }

    public String get(String key, String fallback) {
        return values.getOrDefault(key, fallback);
    }

    public int getInt(String key, int fallback) {
        String value = values.get(key);
        if (value == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("configuration " + key + " must be a whole number, got '" + value + "'");
        }
    }
}
