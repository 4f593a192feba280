package dev.ralphdesk.app.ui.view;

import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/**
 * A part of the window made the first time it is to be shown instead of while the window is built: a
 * hidden control still costs its skin and its CSS in the window's first frame.
 */
final class FirstShown {
    private FirstShown() {
    }

    /**
     * Puts the node {@code build} makes into {@code parent} at {@code index} as soon as {@code state}
     * satisfies {@code shown} (at once if it does now); {@code build} runs once, on the FX thread.
     */
    static <T> void insert(Pane parent, int index, ObservableValue<T> state, Predicate<T> shown, Supplier<Node> build) {
        if (shown.test(state.getValue())) {
            parent.getChildren().add(index, build.get());
            return;
        }
        state.addListener(new ChangeListener<T>() {
            @Override
            public void changed(ObservableValue<? extends T> observable, T old, T now) {
                if (shown.test(now)) {
                    state.removeListener(this);
                    parent.getChildren().add(index, build.get());
                }
            }
        });
    }
}
