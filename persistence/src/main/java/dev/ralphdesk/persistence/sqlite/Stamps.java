package dev.ralphdesk.persistence.sqlite;

import java.time.Clock;
import java.time.Instant;

/**
 * Times as stored: microseconds since the epoch. The writer hands out strictly increasing stamps,
 * so "most recently updated" is a total order even when the clock is coarse, fixed or steps back.
 */
final class Stamps {
    private final Clock clock;
    private long last;

    Stamps(Clock clock, long lastUsed) {
        this.clock = clock;
        this.last = lastUsed;
    }

    /** The next stamp; used under the writer's lock. */
    long next() {
        last = Math.max(toMicros(clock.instant()), last + 1);
        return last;
    }

    static long toMicros(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1000);
    }

    static Instant toInstant(long micros) {
        return Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1000);
    }
}
