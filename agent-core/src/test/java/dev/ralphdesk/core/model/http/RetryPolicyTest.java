package dev.ralphdesk.core.model.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RetryPolicyTest {
    private final RetryPolicy policy = RetryPolicy.defaults();

    @Test
    void backoffDoublesFromHalfASecondUpToEightSeconds() {
        assertEquals(Duration.ofMillis(500), policy.backoff(1, 0.0));
        assertEquals(Duration.ofSeconds(1), policy.backoff(2, 0.0));
        assertEquals(Duration.ofSeconds(2), policy.backoff(3, 0.0));
        assertEquals(Duration.ofSeconds(8), policy.backoff(5, 0.0));
        assertEquals(Duration.ofSeconds(8), policy.backoff(40, 0.0));
    }

    @Test
    void jitterShortensTheWaitByUpToAQuarter() {
        assertEquals(Duration.ofMillis(375), policy.backoff(1, 1.0));
        assertEquals(Duration.ofMillis(6000), policy.backoff(9, 1.0));
        assertEquals(Duration.ofMillis(900), policy.backoff(2, 0.4));
    }

    @Test
    void theServerHintWinsWithinSixtySeconds() {
        assertEquals(Duration.ofSeconds(60), policy.delay(1, Optional.of(Duration.ofSeconds(60)), 0.0));
        assertEquals(Duration.ofMillis(500), policy.delay(1, Optional.of(Duration.ofSeconds(61)), 0.0));
        assertEquals(Duration.ofMillis(500), policy.delay(1, Optional.of(Duration.ZERO), 0.0));
        assertEquals(Duration.ofMillis(500), policy.delay(1, Optional.of(Duration.ofSeconds(-3)), 0.0));
    }

    @Test
    void retryAfterIsReadAsSecondsOrAnHttpDate() {
        Clock clock = Clock.fixed(Instant.parse("2026-03-01T12:00:00Z"), ZoneOffset.UTC);
        assertEquals(Optional.of(Duration.ofMillis(2500)), RetryAfter.parse("2.5", clock));
        assertEquals(Optional.of(Duration.ofSeconds(30)), RetryAfter.parse("Sun, 01 Mar 2026 12:00:30 GMT", clock));
        assertEquals(Optional.empty(), RetryAfter.parse("soon", clock));
    }
}
