package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Waits between retries. Tests inject one that records the waits and returns at once. */
@FunctionalInterface
public interface Sleeper {

    /** Waits {@code wait}; throws {@link CancelledException} as soon as {@code cancel} fires. */
    void sleep(Duration wait, CancellationToken cancel);

    /** The real sleeper: a timed wait that a cancel wakes up immediately. */
    static Sleeper system() {
        return (wait, cancel) -> {
            CountDownLatch woken = new CountDownLatch(1);
            CancellationToken.Registration registration = cancel.onCancel(woken::countDown);
            try {
                woken.await(wait.toNanos(), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancelledException();
            } finally {
                registration.close();
            }
            cancel.throwIfCancelled();
        };
    }
}
