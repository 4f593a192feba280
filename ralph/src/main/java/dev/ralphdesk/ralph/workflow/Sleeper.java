package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Waits between retries; cancelling the token ends the wait at once. Tests inject one that does not wait. */
@FunctionalInterface
public interface Sleeper {

    /** @throws CancelledException when the token is (or gets) cancelled */
    void sleep(Duration duration, CancellationToken cancel);

    /** Really waits, waking early on cancel. */
    Sleeper SYSTEM = (duration, cancel) -> {
        CountDownLatch latch = new CountDownLatch(1);
        try (CancellationToken.Registration ignored = cancel.onCancel(latch::countDown)) {
            latch.await(duration.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancelledException();
        }
        cancel.throwIfCancelled();
    };
}
