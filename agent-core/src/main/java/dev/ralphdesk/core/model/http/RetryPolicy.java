package dev.ralphdesk.core.model.http;

import java.time.Duration;
import java.util.Optional;

/**
 * Retries of transient failures, as the official OpenAI and Anthropic SDKs do them: by default 2
 * retries; the server's {@code retry-after-ms} / {@code Retry-After} wins when it lies in
 * (0, {@code maxRetryAfter}]; otherwise exponential backoff from {@code initialDelay} doubling up to
 * {@code maxDelay}, shortened by up to 25 % of jitter.
 */
public record RetryPolicy(int maxRetries, Duration initialDelay, Duration maxDelay, Duration maxRetryAfter) {
    public static final int DEFAULT_MAX_RETRIES = 2;

    public RetryPolicy {
        if (maxRetries < 0) {
            throw new IllegalArgumentException("maxRetries cannot be negative");
        }
        if (initialDelay.isNegative() || maxDelay.compareTo(initialDelay) < 0 || maxRetryAfter.isNegative()) {
            throw new IllegalArgumentException("retry delays must satisfy 0 <= initial <= max");
        }
    }

    public static RetryPolicy defaults() {
        return new RetryPolicy(DEFAULT_MAX_RETRIES, Duration.ofMillis(500), Duration.ofSeconds(8),
                Duration.ofSeconds(60));
    }

    public RetryPolicy withMaxRetries(int retries) {
        return new RetryPolicy(retries, initialDelay, maxDelay, maxRetryAfter);
    }

    /**
     * The wait before retry number {@code retry} (1 for the first retry).
     *
     * @param serverHint what the server asked for, if anything
     * @param random a value in [0, 1) from the jitter source
     */
    public Duration delay(int retry, Optional<Duration> serverHint, double random) {
        if (serverHint.isPresent()) {
            Duration hint = serverHint.get();
            if (!hint.isNegative() && !hint.isZero() && hint.compareTo(maxRetryAfter) <= 0) {
                return hint;
            }
        }
        return backoff(retry, random);
    }

    /** {@code min(initial * 2^(retry-1), max) * (1 - 0.25 * random)}. */
    public Duration backoff(int retry, double random) {
        if (retry < 1) {
            throw new IllegalArgumentException("retry numbers start at 1");
        }
        double jitter = 1.0 - 0.25 * Math.min(Math.max(random, 0.0), 1.0);
        double base = Math.min(initialDelay.toNanos() * Math.pow(2, Math.min(retry - 1, 30)), maxDelay.toNanos());
        return Duration.ofNanos(Math.round(base * jitter));
    }
}
