package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.ralph.ChildTranscriptViewModel;
import dev.ralphdesk.core.log.JulLogger;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A window with the read-only transcript of one Ralph round's child session (the same transcript
 * view); Esc or Ctrl+W closes it.
 */
final class ChildTranscriptWindow {
    private ChildTranscriptWindow() {
    }

    static Stage show(ChildTranscriptViewModel model, Texts texts, Window owner) {
        BorderPane root = new BorderPane(new TranscriptView(model.transcript(), texts).node());
        Label note = new Label(texts.get("ralph.child.note"));
        note.getStyleClass().add("composer-reason");
        note.setWrapText(true);
        BorderPane.setMargin(note, new javafx.geometry.Insets(6, 10, 6, 10));
        root.setBottom(note);
        root.setId("child-transcript");
        Scene scene = new Scene(root, 720, 560);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        Stage stage = new Stage();
        stage.initOwner(owner);
        AppIcon.follow(stage, owner);
        stage.titleProperty().bind(texts.bind(model.title()));
        stage.setScene(scene);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.ESCAPE), stage::close);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN), stage::close);
        stage.setOnHidden(e -> {
            try {
                model.close();
            } catch (Exception ex) {
                JulLogger.of(ChildTranscriptWindow.class).log(System.Logger.Level.DEBUG, "close", ex);
            }
        });
        stage.show();
        return stage;
    }
}
