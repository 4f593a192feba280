package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.checkpoint.ChangesViewModel;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A read-only window with what one round changed: "N files changed, +a −b", the unified diff per
 * file in a monospace font (loaded in the background), and "Restore workspace to before round N".
 */
final class DiffWindow {
    private DiffWindow() {
    }

    static Stage show(ChangesViewModel model, ChangesViewModel.RoundRef ref, Texts texts, Window owner) {
        Label summary = new Label(texts.get("changes.loading"));
        summary.setId("changes-summary");
        summary.setWrapText(true);
        TextArea diff = new TextArea();
        diff.setId("changes-diff");
        diff.setEditable(false);
        diff.setStyle("-fx-font-family: monospace;");
        Button restore = new Button(texts.format("changes.restore", ref.round()));
        restore.setId("changes-restore");
        Label told = new Label();
        told.setId("changes-told");
        told.setWrapText(true);
        ConfirmBar confirm = new ConfirmBar("changes-restore", texts.format("changes.confirm", ref.round()),
                texts.get("changes.confirm.yes"), texts.get("changes.confirm.keep"), () -> {
                    restore.setDisable(true);
                    told.setText(texts.get("changes.restoring"));
                    model.restore(ref, message -> {
                        told.setText(texts.format(message));
                        restore.setDisable(false);
                    });
                });
        restore.setOnAction(e -> {
            told.setText("");
            confirm.ask();
        });
        HBox bottom = new HBox(8, restore, told);
        HBox.setHgrow(told, Priority.ALWAYS);
        BorderPane root = new BorderPane(diff);
        root.setTop(summary);
        root.setBottom(new VBox(6, confirm.node(), bottom));
        BorderPane.setMargin(summary, new Insets(6, 10, 6, 10));
        BorderPane.setMargin(root.getBottom(), new Insets(6, 10, 6, 10));
        model.load(ref, changes -> {
            summary.setText(changes.summary());
            diff.setText(changes.diff());
        }, message -> summary.setText(texts.format(message)));
        Scene scene = new Scene(root, 760, 560);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        Stage stage = new Stage();
        stage.initOwner(owner);
        AppIcon.follow(stage, owner);
        stage.setTitle(texts.format("changes.title", ref.round()));
        stage.setScene(scene);
        stage.show();
        return stage;
    }
}
