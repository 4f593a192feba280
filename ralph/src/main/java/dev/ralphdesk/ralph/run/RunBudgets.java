package dev.ralphdesk.ralph.run;

import java.util.Locale;
import java.util.Optional;

/**
 * Limits of one run besides its round cap: total tokens, total cost in USD and wall time in
 * milliseconds. A null limit is no limit.
 */
public record RunBudgets(Long maxTokens, Double maxCostUsd, Long maxWallMillis) {
    public static final RunBudgets NONE = new RunBudgets(null, null, null);

    public RunBudgets {
        if (maxTokens != null && maxTokens < 1) {
            throw new IllegalArgumentException("the token budget must be positive: " + maxTokens);
        }
        if (maxCostUsd != null && !(maxCostUsd > 0)) {
            throw new IllegalArgumentException("the cost budget must be positive: " + maxCostUsd);
        }
        if (maxWallMillis != null && maxWallMillis < 1) {
            throw new IllegalArgumentException("the time budget must be positive: " + maxWallMillis);
        }
    }

    /** Each limit of {@code override} that is set replaces this one's. */
    public RunBudgets overriddenBy(RunBudgets override) {
        if (override == null) {
            return this;
        }
        return new RunBudgets(override.maxTokens != null ? override.maxTokens : maxTokens,
                override.maxCostUsd != null ? override.maxCostUsd : maxCostUsd,
                override.maxWallMillis != null ? override.maxWallMillis : maxWallMillis);
    }

    /** The first budget {@code used} has reached, with a sentence naming it. */
    public Optional<Exhausted> exhausted(RunUsage used) {
        if (maxTokens != null && used.tokens() >= maxTokens) {
            return Optional.of(new Exhausted(Budget.TOKENS, "token budget spent: " + used.tokens() + " of "
                    + maxTokens + " tokens"));
        }
        if (maxCostUsd != null && used.costUsd() >= maxCostUsd) {
            return Optional.of(new Exhausted(Budget.COST, String.format(Locale.ROOT,
                    "cost budget spent: $%.4f of $%.4f", used.costUsd(), maxCostUsd)));
        }
        if (maxWallMillis != null && used.millis() >= maxWallMillis) {
            return Optional.of(new Exhausted(Budget.TIME, "time budget spent: " + used.millis() / 1000.0 + " s of "
                    + maxWallMillis / 1000.0 + " s"));
        }
        return Optional.empty();
    }

    /** A budget that ran out, and the sentence that says so. */
    public record Exhausted(Budget budget, String reason) {
    }
}
