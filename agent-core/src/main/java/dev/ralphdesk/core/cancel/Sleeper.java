package dev.ralphdesk.core.cancel;

import java.time.Duration;

/** Waits between retries; a cancel ends the wait at once. Tests inject one that records and does not wait. */
@FunctionalInterface
public interface Sleeper {

    /** @throws CancelledException when {@code cancel} is (or gets) cancelled */
    void sleep(Duration duration, CancellationToken cancel);

    /** Really waits ({@link Wait#sleep}). */
    Sleeper SYSTEM = Wait::sleep;
}
