package dev.ralphdesk.app.ui;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.controlsfx.control.StatusBar;

/**
 * Loads the control classes, skins and stylesheets the window needs on the FX thread while the
 * services are still being composed on another thread, so start-up pays for them only once and
 * in parallel. The scene is thrown away.
 */
final class UiWarmUp {
    private UiWarmUp() {
    }

    static void run() {
        VBox root = new VBox(new SplitPane(new ListView<String>(), new TextArea()), new TextField(), new Button("x"),
                new CheckBox("x"), new Label("x"), new ProgressBar(0.5), new StatusBar());
        Scene scene = new Scene(root, 800, 600);
        Theme.LIGHT.applyTo(scene);
        root.applyCss();
        root.layout();
    }
}
