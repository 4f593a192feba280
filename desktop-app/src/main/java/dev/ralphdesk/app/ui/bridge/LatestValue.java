package dev.ralphdesk.app.ui.bridge;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * A value offered from any thread and delivered on the UI at the next frame, latest wins: however
 * often a service reports, the UI updates at most once per pulse and the reporting thread never waits.
 */
public final class LatestValue<T> {
    private final FrameClock clock;
    private final Consumer<T> deliver;
    private final AtomicReference<T> pending = new AtomicReference<>();

    public LatestValue(FrameClock clock, Consumer<T> deliver) {
        this.clock = clock;
        this.deliver = deliver;
    }

    /** Callable from any thread; never blocks. */
    public void offer(T value) {
        if (pending.getAndSet(value) == null) {
            clock.nextFrame(() -> {
                T latest = pending.getAndSet(null);
                if (latest != null) {
                    deliver.accept(latest);
                }
            });
        }
    }
}
