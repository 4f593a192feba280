package dev.ralphdesk.core.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Decides that nothing more will happen by state, never by a timer: every condition at rest (the
 * executors drained, the goal driver with nothing reserved, running or closing, …) and every counter
 * (model requests the server saw, events published, …) unchanged across a whole check. A negative
 * assertion made after {@link #await()} is decided: work it rules out that is merely slow would
 * still hold a condition open here, so the probe waits for it instead of passing.
 *
 * <p>Only the time limit is a timer, and reaching it fails the test ("never came to rest").
 */
public final class Quiescence {
    private static final Duration LIMIT = Duration.ofSeconds(30);

    private final Map<String, BooleanSupplier> atRest = new LinkedHashMap<>();
    private final Map<String, LongSupplier> counters = new LinkedHashMap<>();

    public static Quiescence probe() {
        return new Quiescence();
    }

    /** Adds a condition that holds when {@code what} has no work pending. */
    public Quiescence atRest(String what, BooleanSupplier condition) {
        atRest.put(what, condition);
        return this;
    }

    /** Adds a counter that must not move while the rest is checked (requests seen, events recorded). */
    public Quiescence steady(String what, LongSupplier counter) {
        counters.put(what, counter);
        return this;
    }

    /** Returns once every condition holds with every counter unchanged across the check; fails after 30 s. */
    public void await() {
        long deadline = System.nanoTime() + LIMIT.toNanos();
        List<String> busy = List.of();
        while (System.nanoTime() < deadline) {
            long[] before = read();
            busy = busy();
            if (busy.isEmpty() && Arrays.equals(before, read())) {
                return;
            }
            LockSupport.parkNanos(Duration.ofMillis(2).toNanos());
        }
        fail("never came to rest within " + LIMIT.toSeconds() + " s; still busy: " + busy);
    }

    private long[] read() {
        long[] values = new long[counters.size()];
        int i = 0;
        for (LongSupplier counter : counters.values()) {
            values[i++] = counter.getAsLong();
        }
        return values;
    }

    private List<String> busy() {
        List<String> names = new ArrayList<>();
        atRest.forEach((what, condition) -> {
            if (!condition.getAsBoolean()) {
                names.add(what);
            }
        });
        return names;
    }
}
