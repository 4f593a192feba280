package dev.ralphdesk.app.ui.bridge;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/** Runs UI actions and background work at once on the calling thread: for view-model tests. */
public final class CurrentThreadUiExecutor implements UiExecutor {

    @Override
    public void onUi(Runnable action) {
        action.run();
    }

    @Override
    public <T> void background(Callable<T> work, Consumer<T> done, Consumer<Exception> failed) {
        T result;
        try {
            result = work.call();
        } catch (Exception e) {
            failed.accept(e);
            return;
        }
        done.accept(result);
    }
}
