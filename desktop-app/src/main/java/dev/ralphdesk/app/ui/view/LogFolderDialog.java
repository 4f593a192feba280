package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import java.nio.file.Path;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** The log folder's path, to copy, when no file manager could open the folder. */
final class LogFolderDialog {
    private LogFolderDialog() {
    }

    static void show(Path folder, Texts texts, Window owner) {
        Alert alert = new Alert(Alert.AlertType.INFORMATION);
        alert.initOwner(owner);
        alert.setTitle(texts.get("logFolder.title"));
        alert.setHeaderText(null);
        Label explanation = new Label(texts.get("logFolder.unopened"));
        explanation.setWrapText(true);
        TextField path = new TextField(folder.toString());
        path.setId("log-folder-path");
        path.setEditable(false);
        path.selectAll();
        alert.getDialogPane().setContent(new VBox(8, explanation, path));
        alert.getDialogPane().setPrefWidth(520);
        alert.show();
    }
}
