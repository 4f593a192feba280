package dev.ralphdesk.core.workspace;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Which environment variables count as secrets: names ending in {@code _API_KEY}, {@code _TOKEN}
 * or {@code _SECRET}, in any case. The shell never sees them.
 */
public final class SecretVariables {
    private static final String[] SECRET_SUFFIXES = {"_API_KEY", "_TOKEN", "_SECRET"};

    private SecretVariables() {
    }

    public static boolean isSecret(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        for (String suffix : SECRET_SUFFIXES) {
            if (upper.endsWith(suffix)) {
                return true;
            }
        }
        return false;
    }

    /** A copy of {@code environment} without the secret variables. */
    public static Map<String, String> withoutSecrets(Map<String, String> environment) {
        Map<String, String> kept = new LinkedHashMap<>();
        environment.forEach((name, value) -> {
            if (!isSecret(name)) {
                kept.put(name, value);
            }
        });
        return kept;
    }
}
