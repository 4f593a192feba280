package dev.ralphdesk.app.ui.bridge;

import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.application.Platform;

/** Background work on the app's executor; results back on the FX thread through {@code Platform.runLater}. */
public final class FxUiExecutor implements UiExecutor {
    private final Executor background;

    public FxUiExecutor(Executor background) {
        this.background = background;
    }

    @Override
    public void onUi(Runnable action) {
        if (Platform.isFxApplicationThread()) {
            action.run();
        } else {
            Platform.runLater(action);
        }
    }

    @Override
    public <T> void background(Callable<T> work, Consumer<T> done, Consumer<Exception> failed) {
        background.execute(() -> {
            T result;
            try {
                result = work.call();
            } catch (Exception e) {
                Platform.runLater(() -> failed.accept(e));
                return;
            }
            Platform.runLater(() -> done.accept(result));
        });
    }
}
