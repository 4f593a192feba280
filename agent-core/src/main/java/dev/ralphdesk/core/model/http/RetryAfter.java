package dev.ralphdesk.core.model.http;

import java.net.http.HttpHeaders;
import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** Reads the server's wait hint: {@code retry-after-ms}, else {@code Retry-After} in seconds or as an HTTP date. */
public final class RetryAfter {

    private RetryAfter() {
    }

    public static Optional<Duration> from(HttpHeaders headers, Clock clock) {
        Optional<String> millis = headers.firstValue("retry-after-ms");
        if (millis.isPresent()) {
            Optional<Duration> parsed = number(millis.get(), 1);
            if (parsed.isPresent()) {
                return parsed;
            }
        }
        return headers.firstValue("retry-after").flatMap(value -> parse(value, clock));
    }

    /** Seconds (possibly fractional) or an RFC 1123 date. */
    static Optional<Duration> parse(String value, Clock clock) {
        Optional<Duration> seconds = number(value, 1000);
        if (seconds.isPresent()) {
            return seconds;
        }
        try {
            ZonedDateTime when = ZonedDateTime.parse(value.trim(), DateTimeFormatter.RFC_1123_DATE_TIME);
            return Optional.of(Duration.between(clock.instant(), when.toInstant()));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static Optional<Duration> number(String value, int millisPerUnit) {
        try {
            double amount = Double.parseDouble(value.trim());
            if (Double.isNaN(amount) || Double.isInfinite(amount)) {
                return Optional.empty();
            }
            return Optional.of(Duration.ofNanos(Math.round(amount * millisPerUnit * 1_000_000L)));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
