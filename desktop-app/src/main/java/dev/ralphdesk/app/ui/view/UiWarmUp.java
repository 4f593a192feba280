package dev.ralphdesk.app.ui.view;

import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import org.controlsfx.control.StatusBar;

/**
 * Loads the control classes, skins and stylesheets the window needs on the FX
 * thread while the services are still being composed on another thread — one small step per FX
 * event, and only as long as that lasts: once the services are ready the window is built at once,
 * and the steps left are skipped (the window does the same work for real). What each step makes
 * is thrown away.
 */
public final class UiWarmUp {
    private final List<Runnable> steps;
    private final Executor fxEvents;

    /** @param fxEvents runs each step as its own event on the FX thread ({@code Platform::runLater}) */
    UiWarmUp(List<Runnable> steps, Executor fxEvents) {
        this.steps = List.copyOf(steps);
        this.fxEvents = fxEvents;
    }

    /** The controls of the main window in the light theme, biggest first (its icons are decoded in the background). */
    public static UiWarmUp ofTheWindow(Executor fxEvents) {
        return new UiWarmUp(List.of(
                () -> styled(new SplitPane(new ListView<String>(), new TextArea())),
                () -> styled(new VBox(new TextField(), new Button("x"), new CheckBox("x"), new Label("x"))),
                () -> styled(new VBox(new MenuBar(new Menu("x")), new ScrollPane(new FlowPane(new Label("x"))))),
                () -> styled(new VBox(new ProgressBar(0.5), new StatusBar()))), fxEvents);
    }

    /** Runs the steps one after another while {@code waiting} holds; returns at once. */
    public void runWhile(BooleanSupplier waiting) {
        next(0, waiting);
    }

    private void next(int step, BooleanSupplier waiting) {
        if (step < steps.size() && waiting.getAsBoolean()) {
            fxEvents.execute(() -> {
                if (waiting.getAsBoolean()) {
                    steps.get(step).run();
                    next(step + 1, waiting);
                }
            });
        }
    }

    private static void styled(Parent root) {
        Scene scene = new Scene(root, 800, 600);
        Theme.LIGHT.applyTo(scene);
        root.applyCss();
        root.layout();
    }
}
