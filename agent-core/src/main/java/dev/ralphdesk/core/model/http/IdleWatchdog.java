package dev.ralphdesk.core.model.http;

import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Fires {@code onIdle} once when {@link #touch()} has not been called for {@code idle}. One check is
 * scheduled at a time, at the earliest moment the timeout could have passed, so touching costs a
 * volatile write and nothing else.
 */
final class IdleWatchdog implements AutoCloseable {
    private final ScheduledExecutorService scheduler;
    private final long idleNanos;
    private final Runnable onIdle;
    private volatile long lastActivity;
    private volatile boolean fired;
    private volatile boolean closed;
    private ScheduledFuture<?> pending;

    IdleWatchdog(ScheduledExecutorService scheduler, Duration idle, Runnable onIdle) {
        this.scheduler = scheduler;
        this.idleNanos = idle.toNanos();
        this.onIdle = onIdle;
        this.lastActivity = System.nanoTime();
        schedule(idleNanos);
    }

    void touch() {
        lastActivity = System.nanoTime();
    }

    boolean fired() {
        return fired;
    }

    private synchronized void schedule(long delayNanos) {
        if (!closed) {
            pending = scheduler.schedule(this::check, delayNanos, TimeUnit.NANOSECONDS);
        }
    }

    private void check() {
        if (closed) {
            return;
        }
        long silent = System.nanoTime() - lastActivity;
        if (silent >= idleNanos) {
            fired = true;
            onIdle.run();
        } else {
            schedule(idleNanos - silent);
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (pending != null) {
            pending.cancel(false);
        }
    }
}
