package dev.ralphdesk.app.ui.view;

import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/**
 * A part of the window made, or put into the scene, the first time it is to be shown instead of while
 * the window is built: a hidden control still costs its skin and its CSS in the window's first frame.
 * Each waits on the condition that shows the part, which the window's model holds, never on the part's
 * own visible property bound to it: a binding holds its source only weakly, so a part not yet in the
 * scene would be collected together with that listener.
 */
final class FirstShown {
    private FirstShown() {
    }

    /**
     * Puts the node {@code build} makes right before {@code next} (in its parent) as soon as {@code state}
     * satisfies {@code shown} (at once if it does now); {@code build} runs once, on the FX thread.
     */
    static <T> void insert(Node next, ObservableValue<T> state, Predicate<T> shown, Supplier<Node> build) {
        once(state, shown, () -> {
            Pane parent = (Pane) next.getParent();
            parent.getChildren().add(parent.getChildren().indexOf(next), build.get());
        });
    }

    /** Puts {@code node} into {@code parent} after its children the first time {@code shown} holds. */
    static void append(Pane parent, ObservableValue<Boolean> shown, Node node) {
        attach(shown, () -> parent.getChildren().add(node));
    }

    /** Puts {@code node} right before {@code next} (in its parent) the first time {@code shown} holds. */
    static void before(Node next, ObservableValue<Boolean> shown, Node node) {
        insert(next, shown, Boolean.TRUE::equals, () -> node);
    }

    /** Runs {@code put}, which puts a part into the scene, the first time {@code shown} holds. */
    static void attach(ObservableValue<Boolean> shown, Runnable put) {
        once(shown, Boolean.TRUE::equals, put);
    }

    private static <T> void once(ObservableValue<T> state, Predicate<T> shown, Runnable then) {
        if (shown.test(state.getValue())) {
            then.run();
            return;
        }
        state.addListener(new ChangeListener<T>() {
            @Override
            public void changed(ObservableValue<? extends T> observable, T old, T now) {
                if (shown.test(now)) {
                    state.removeListener(this);
                    then.run();
                }
            }
        });
    }
}
