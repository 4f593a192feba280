package dev.ralphdesk.persistence.sqlite;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * How the SQLite store commits and waits.
 *
 * @param synchronous {@code FULL} (default) syncs the log on every commit but those of a step's
 *     records that the agent loop always follows with a synced one ({@link SyncPoints}): on power
 *     loss, nothing is lost up to the latest tool call, end of turn or other synced record. {@code
 *     NORMAL} syncs only when the log is folded in; both are safe against a crash of the process.
 * @param busyTimeout how long a connection waits for a lock held by another connection
 * @param readers maximum number of reader connections open at once
 * @param maxPages upper bound on the database size in pages (0: none); beyond it a write fails
 *     as if the disk were full — for tests of that path and for quotas
 * @param warmUp prepare a reader and the decoders in the background on open (for the app's first
 *     screen; a one-shot command line call does not need it)
 */
public record SqliteOptions(Synchronous synchronous, Duration busyTimeout, int readers, long maxPages, Clock clock,
        boolean warmUp) {

    /** The {@code PRAGMA synchronous} levels we allow. */
    public enum Synchronous {
        FULL,
        NORMAL
    }

    public SqliteOptions {
        Objects.requireNonNull(synchronous, "synchronous");
        Objects.requireNonNull(busyTimeout, "busyTimeout");
        Objects.requireNonNull(clock, "clock");
        if (busyTimeout.isNegative() || busyTimeout.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("busy timeout out of range: " + busyTimeout);
        }
        if (readers < 1) {
            throw new IllegalArgumentException("at least one reader connection: " + readers);
        }
        if (maxPages < 0) {
            throw new IllegalArgumentException("maxPages cannot be negative: " + maxPages);
        }
    }

    public static SqliteOptions defaults() {
        return new SqliteOptions(Synchronous.FULL, Duration.ofSeconds(5), 4, 0, Clock.systemUTC(), true);
    }

    public SqliteOptions withSynchronous(Synchronous level) {
        return new SqliteOptions(level, busyTimeout, readers, maxPages, clock, warmUp);
    }

    public SqliteOptions withMaxPages(long pages) {
        return new SqliteOptions(synchronous, busyTimeout, readers, pages, clock, warmUp);
    }

    public SqliteOptions withClock(Clock value) {
        return new SqliteOptions(synchronous, busyTimeout, readers, maxPages, value, warmUp);
    }

    public SqliteOptions withWarmUp(boolean value) {
        return new SqliteOptions(synchronous, busyTimeout, readers, maxPages, clock, value);
    }
}
