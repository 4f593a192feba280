package dev.ralphdesk.core.workspace;

import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;

/** Looks at the processes this test JVM started. */
final class ProcessProbe {
    private ProcessProbe() {
    }

    /** Descendants of this JVM whose command is {@code sleep}, waiting up to 5 s for {@code count}. */
    static List<ProcessHandle> sleeps(int count) {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (true) {
            List<ProcessHandle> found = ProcessHandle.current().descendants()
                    .filter(handle -> handle.info().command().map(command -> command.endsWith("/sleep")).orElse(false))
                    .toList();
            if (found.size() >= count || System.nanoTime() > deadline) {
                return found;
            }
            pause(10);
        }
    }

    /** Waits until the condition holds or the time is up; returns whether it held. */
    static boolean within(Duration limit, BooleanSupplier condition) {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            pause(20);
        }
        return true;
    }

    static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
