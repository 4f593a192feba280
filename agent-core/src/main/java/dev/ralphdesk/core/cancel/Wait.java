package dev.ralphdesk.core.cancel;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The one way a thread here waits for something and survives an interrupt: an interrupt is not an
 * exit — it runs the caller's reaction once (typically: cancel the work waited for), the wait goes
 * on until the work has stopped (or a bound passes), and the thread's interrupt flag is set again
 * afterwards so the caller (and its caller) can still see that the process is stopping.
 */
public final class Wait {
    private Wait() {
    }

    /** A blocking wait of at most {@code millis}; true when what it waits for has happened. */
    @FunctionalInterface
    public interface Signal {
        boolean await(long millis) throws InterruptedException;
    }

    /**
     * Waits for {@code signal} until {@code timeout} has passed (null: no bound). On the first
     * interrupt {@code onInterrupt} runs; the wait goes on, and the interrupt flag is set again
     * before this returns.
     *
     * @return whether the signal came before the bound
     */
    public static boolean until(Signal signal, Duration timeout, Runnable onInterrupt) {
        long deadline = timeout == null ? Long.MAX_VALUE : System.nanoTime() + timeout.toNanos();
        boolean interrupted = false;
        try {
            while (true) {
                long left = timeout == null ? Long.MAX_VALUE
                        : TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left < 0) {
                    return false;
                }
                try {
                    return signal.await(left);
                } catch (InterruptedException e) {
                    if (!interrupted) {
                        interrupted = true;
                        onInterrupt.run();
                    }
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * The value of {@code future}, waiting as {@link #until} does with no bound.
     *
     * @throws ExecutionException when the future failed (the cause is the failure)
     */
    public static <T> T result(CompletableFuture<T> future, Runnable onInterrupt) throws ExecutionException {
        until(done(future), null, onInterrupt);
        try {
            return future.getNow(null);
        } catch (CompletionException | CancellationException e) {
            throw new ExecutionException(e.getCause() == null ? e : e.getCause());
        }
    }

    /** {@code future}'s completion (normal or not) as a signal. */
    public static Signal done(CompletableFuture<?> future) {
        return millis -> {
            try {
                future.get(millis, TimeUnit.MILLISECONDS);
            } catch (ExecutionException | CancellationException e) {
                // completed, with a failure: the waiter reads it from the future
            } catch (TimeoutException e) {
                return false;
            }
            return true;
        };
    }

    /**
     * Waits {@code duration}, ending at once when {@code cancel} fires.
     *
     * @throws CancelledException when the token is (or gets) cancelled, or the thread is interrupted
     *     (its flag is set again)
     */
    public static void sleep(Duration duration, CancellationToken cancel) {
        CountDownLatch woken = new CountDownLatch(1);
        try (CancellationToken.Registration ignored = cancel.onCancel(woken::countDown)) {
            woken.await(duration.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancelledException();
        }
        cancel.throwIfCancelled();
    }
}
