package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.ui.bridge.UiExecutor;
import java.util.Queue;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

/**
 * A UI thread for tests with real background threads: UI actions and background work from any thread
 * queue up and run on the thread that calls {@link #pump()}, in order — so view models are touched by
 * one thread only, as on the FX thread.
 */
public final class PumpedUiExecutor implements UiExecutor {
    private final Queue<Runnable> queued = new ConcurrentLinkedQueue<>();

    @Override
    public void onUi(Runnable action) {
        queued.add(action);
    }

    @Override
    public <T> void background(Callable<T> work, Consumer<T> done, Consumer<Exception> failed) {
        queued.add(() -> {
            T result;
            try {
                result = work.call();
            } catch (Exception e) {
                failed.accept(e);
                return;
            }
            done.accept(result);
        });
    }

    /** Runs what is queued, including what that queues. */
    public void pump() {
        for (Runnable next = queued.poll(); next != null; next = queued.poll()) {
            next.run();
        }
    }
}
