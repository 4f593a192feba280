package dev.ralphdesk.app.ui.bridge;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * The one seam for threads in the UI: view models run blocking work (store, files) in the
 * background and get its result back on the UI thread. The FX implementation never lets the FX
 * thread wait; {@link CurrentThreadUiExecutor} runs everything at once, for tests without a stage.
 */
public interface UiExecutor {

    /** Runs {@code action} on the UI thread (later, unless already on it). */
    void onUi(Runnable action);

    /**
     * Runs {@code work} in the background; {@code done} or {@code failed} then runs on the UI
     * thread. Only expected failures should reach {@code failed}: it turns them into rows or messages.
     */
    <T> void background(Callable<T> work, Consumer<T> done, Consumer<Exception> failed);
}
