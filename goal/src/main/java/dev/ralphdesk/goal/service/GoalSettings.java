package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import java.time.Duration;
import java.util.Locale;

/**
 * Configuration of the goal plugin, read from the plugin config:
 * <ul>
 * <li>{@code goal.maxRounds} — default round cap of new goals (256);</li>
 * <li>{@code goal.blockedAfterRounds} — consecutive goal rounds before a round may report blocked (3);</li>
 * <li>{@code goal.noProgressRounds} — rounds without change or new evidence before {@code no-progress} (3);</li>
 * <li>{@code goal.requireVerifier} — whether completion needs passing verifier evidence ({@code true});</li>
 * <li>{@code goal.checkTimeoutSeconds} — timeout of a goal's check command (300);</li>
 * <li>{@code goal.rounds} — {@code auto}: armed goals run rounds by themselves (the desktop app);
 * {@code explicit}: only while a caller asked for it with {@code GoalService.runRounds} (headless).</li>
 * </ul>
 */
public record GoalSettings(int defaultMaxRounds, int blockedAfterRounds, int noProgressRounds,
        boolean requireVerifier, Duration checkTimeout, boolean autoRounds) {
    public GoalSettings {
        GoalSnapshot.validMaxRounds(defaultMaxRounds);
        if (blockedAfterRounds < 1 || noProgressRounds < 1) {
            throw new IllegalArgumentException("goal.blockedAfterRounds and goal.noProgressRounds must be at least 1");
        }
        if (checkTimeout.isNegative() || checkTimeout.isZero()) {
            throw new IllegalArgumentException("goal.checkTimeoutSeconds must be positive");
        }
    }

    public static GoalSettings defaults() {
        return new GoalSettings(GoalSnapshot.DEFAULT_MAX_ROUNDS, 3, 3, true, Duration.ofMinutes(5), true);
    }

    public static GoalSettings from(PluginConfig config) {
        String rounds = config.get("goal.rounds", "auto").strip().toLowerCase(Locale.ROOT);
        if (!rounds.equals("auto") && !rounds.equals("explicit")) {
            throw new IllegalArgumentException("configuration goal.rounds must be auto or explicit, got '"
                    + rounds + "'");
        }
        String verifier = config.get("goal.requireVerifier", "true").strip().toLowerCase(Locale.ROOT);
        if (!verifier.equals("true") && !verifier.equals("false")) {
            throw new IllegalArgumentException("configuration goal.requireVerifier must be true or false");
        }
        return new GoalSettings(config.getInt("goal.maxRounds", GoalSnapshot.DEFAULT_MAX_ROUNDS),
                config.getInt("goal.blockedAfterRounds", 3), config.getInt("goal.noProgressRounds", 3),
                verifier.equals("true"), Duration.ofSeconds(config.getInt("goal.checkTimeoutSeconds", 300)),
                rounds.equals("auto"));
    }

    public GoalSettings withAutoRounds(boolean auto) {
        return new GoalSettings(defaultMaxRounds, blockedAfterRounds, noProgressRounds, requireVerifier, checkTimeout,
                auto);
    }
}
