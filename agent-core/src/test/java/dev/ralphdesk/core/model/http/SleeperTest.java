package dev.ralphdesk.core.model.http;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SleeperTest {

    @Test
    void aCancelEndsTheWaitAtOnce() {
        CancellationToken token = new CancellationToken();
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try {
            timer.schedule(() -> token.cancel(CancelReason.PERSON), 50, TimeUnit.MILLISECONDS);
            long start = System.nanoTime();
            assertThrows(CancelledException.class, () -> Sleeper.system().sleep(Duration.ofSeconds(30), token));
            assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) < 1000);
        } finally {
            timer.shutdownNow();
        }
    }

    @Test
    void waitsTheWholeDurationOtherwise() {
        long start = System.nanoTime();
        Sleeper.system().sleep(Duration.ofMillis(60), CancellationToken.none());
        assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) >= 55);
    }
}
