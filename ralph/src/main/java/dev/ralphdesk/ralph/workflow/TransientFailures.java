package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.session.event.TurnOutcome;
import java.time.Duration;
import java.util.Set;

/**
 * Which child turn failures are worth another try (network, timeout, 5xx, rate limit), and how
 * long to wait before try {@code n}: 1 s, 4 s, 8 s at most.
 */
public final class TransientFailures {
    private static final Set<String> ERROR_CODES = Set.of("network", "server", "timeout");

    private TransientFailures() {
    }

    public static boolean isTransient(TurnOutcome outcome) {
        if (outcome.kind() == TurnOutcome.Kind.ERROR) {
            return ERROR_CODES.contains(outcome.code());
        }
        return outcome.kind() == TurnOutcome.Kind.USAGE_LIMITED && "rate-limit".equals(outcome.code());
    }

    /** The wait before retry {@code attempt} (1-based). */
    public static Duration backoff(int attempt) {
        long seconds = Math.min(8, (long) Math.pow(4, attempt - 1));
        return Duration.ofSeconds(seconds);
    }
}
