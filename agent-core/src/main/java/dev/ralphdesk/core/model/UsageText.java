package dev.ralphdesk.core.model;

import java.util.Locale;

/** Tokens and cost as the command line prints them: {@code 1,234 tokens · $0.0012}, or {@code · cost unknown}. */
public final class UsageText {
    private UsageText() {
    }

    /** @param costUsd the cost, or null when the model has no price (never shown as $0) */
    public static String of(long tokens, Double costUsd) {
        return String.format(Locale.ROOT, "%,d tokens · ", tokens) + cost(costUsd);
    }

    /** {@code $0.0012}, or {@code cost unknown}. */
    public static String cost(Double costUsd) {
        return costUsd == null ? "cost unknown" : String.format(Locale.ROOT, "$%.4f", costUsd);
    }
}
