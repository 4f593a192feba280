package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.ui.bridge.UiExecutor;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/** UI actions at once, background work queued until {@link #runAll()}: shows what is visible while a call runs. */
public final class QueuedUiExecutor implements UiExecutor {
    private final Deque<Runnable> queued = new ArrayDeque<>();

    @Override
    public void onUi(Runnable action) {
        action.run();
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

    public int pending() {
        return queued.size();
    }

    /** Runs the work queued last (work finishing out of order). */
    public void runLast() {
        queued.pollLast().run();
    }

    /** Runs the queued work, including work queued by it. */
    public void runAll() {
        for (Runnable next = queued.poll(); next != null; next = queued.poll()) {
            next.run();
        }
    }
}
