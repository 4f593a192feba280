package dev.ralphdesk.core.cancel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class WaitTest {

    @Test
    void anInterruptRunsTheReactionOnceThenTheWaitGoesOnAndTheFlagIsSetAgain() throws Exception {
        CompletableFuture<String> work = new CompletableFuture<>();
        AtomicInteger reactions = new AtomicInteger();
        Thread.currentThread().interrupt();

        String value = Wait.result(work, () -> {
            reactions.incrementAndGet();
            work.complete("stopped");
        });

        assertTrue(Thread.interrupted(), "the interrupt flag is set again");
        assertEquals("stopped", value);
        assertEquals(1, reactions.get());
    }

    @Test
    void withoutAnInterruptNothingReactsAndTheFlagStaysClear() throws Exception {
        CompletableFuture<String> work = CompletableFuture.completedFuture("done");
        AtomicInteger reactions = new AtomicInteger();

        assertEquals("done", Wait.result(work, reactions::incrementAndGet));

        assertFalse(Thread.currentThread().isInterrupted());
        assertEquals(0, reactions.get());
    }

    @Test
    void aFailedFutureReportsItsCause() {
        CompletableFuture<String> work = CompletableFuture.failedFuture(new IllegalStateException("broke"));

        ExecutionException e = assertThrows(ExecutionException.class, () -> Wait.result(work, () -> {
        }));

        assertEquals("broke", e.getCause().getMessage());
    }

    @Test
    void aBoundedWaitSaysWhenTheSignalDidNotCome() {
        assertFalse(Wait.until(millis -> false, Duration.ZERO, () -> {
        }));
        assertTrue(Wait.until(millis -> true, Duration.ofSeconds(1), () -> {
        }));
    }

    @Test
    void aCancelEndsTheSleepAtOnce() {
        CancellationToken token = new CancellationToken();
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try {
            timer.schedule(() -> token.cancel(CancelReason.PERSON), 50, TimeUnit.MILLISECONDS);
            long start = System.nanoTime();
            assertThrows(CancelledException.class, () -> Sleeper.SYSTEM.sleep(Duration.ofSeconds(30), token));
            assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) < 1000);
        } finally {
            timer.shutdownNow();
        }
    }

    @Test
    void sleepsTheWholeDurationOtherwise() {
        long start = System.nanoTime();
        Sleeper.SYSTEM.sleep(Duration.ofMillis(60), CancellationToken.none());
        assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) >= 55);
    }

    @Test
    void anInterruptedSleepIsACancelAndKeepsTheFlag() {
        Thread.currentThread().interrupt();

        assertThrows(CancelledException.class, () -> Sleeper.SYSTEM.sleep(Duration.ofSeconds(30),
                CancellationToken.none()));

        assertTrue(Thread.interrupted());
    }
}
