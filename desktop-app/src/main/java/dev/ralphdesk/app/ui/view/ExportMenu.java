package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.export.ExportViewModel;
import dev.ralphdesk.core.export.ExportFormat;
import java.io.File;
import javafx.scene.control.MenuItem;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/** File → Export…: a file chooser for Markdown or JSON, then the export in the background and a notice. */
final class ExportMenu {
    private ExportMenu() {
    }

    /** @param notifier the window's toasts, where the export's outcome is told */
    static MenuItem item(ExportViewModel export, Texts texts, Stage stage, FxNotifier notifier) {
        MenuItem item = new MenuItem(texts.get("menu.export"));
        item.setId("menu-export");
        item.setOnAction(e -> {
            if (!export.available()) {
                notifier.show(ExportViewModel.noSession());
                return;
            }
            FileChooser chooser = new FileChooser();
            chooser.setTitle(texts.get("export.chooser.title"));
            FileChooser.ExtensionFilter markdown = new FileChooser.ExtensionFilter(texts.get("export.filter.md"),
                    "*.md");
            FileChooser.ExtensionFilter json = new FileChooser.ExtensionFilter(texts.get("export.filter.json"),
                    "*.json");
            chooser.getExtensionFilters().addAll(markdown, json);
            chooser.setInitialFileName(export.suggestedName(ExportFormat.MD));
            File chosen = chooser.showSaveDialog(stage);
            if (chosen != null) {
                export.export(chosen.toPath(), chooser.getSelectedExtensionFilter() == json ? ExportFormat.JSON
                        : ExportFormat.MD, notifier::show);
            }
        });
        return item;
    }
}
