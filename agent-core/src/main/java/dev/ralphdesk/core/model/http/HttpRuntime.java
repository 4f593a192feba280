package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.cancel.Sleeper;
import java.time.Clock;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * What an HTTP provider takes from its surroundings: the clock (for HTTP-date {@code Retry-After}),
 * the sleeper between retries, the jitter source (values in [0, 1)) and the warning log.
 */
public record HttpRuntime(Clock clock, Sleeper sleeper, DoubleSupplier jitter, ProviderLog log) {
    public HttpRuntime {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(sleeper, "sleeper");
        Objects.requireNonNull(jitter, "jitter");
        Objects.requireNonNull(log, "log");
    }

    public static HttpRuntime system() {
        return new HttpRuntime(Clock.systemUTC(), Sleeper.SYSTEM, () -> ThreadLocalRandom.current().nextDouble(),
                ProviderLog.system());
    }
}
