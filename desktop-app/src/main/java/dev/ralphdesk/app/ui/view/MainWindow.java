package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.UiPreferences;
import dev.ralphdesk.app.ui.checkpoint.ChangesViewModel;
import dev.ralphdesk.app.ui.export.ExportViewModel;
import dev.ralphdesk.app.ui.help.LogFolderOpener;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The one window: menu and offline banner on top; sessions | transcript and composer | goal panel
 * and Ralph timeline; the status bar below. Remembers its size, position and theme.
 */
public final class MainWindow {
    private final WorkbenchViewModel workbench;
    private final SettingsViewModel settings;
    private final Texts texts;
    private final UiPreferences preferences;
    private final LogFolderOpener logFolder;
    private final ExportViewModel export;
    private final ChangesViewModel changes;

    public MainWindow(WorkbenchViewModel workbench, SettingsViewModel settings, Texts texts,
            UiPreferences preferences, LogFolderOpener logFolder, ExportViewModel export, ChangesViewModel changes) {
        this.workbench = workbench;
        this.settings = settings;
        this.texts = texts;
        this.preferences = preferences;
        this.logFolder = logFolder;
        this.export = export;
        this.changes = changes;
    }

    /** Builds the scene into {@code stage}; {@code offlineBanner} is shown when the model is the offline demo. */
    public Scene show(Stage stage, Optional<String> offlineBanner) {
        BorderPane center = new BorderPane(new TranscriptView(workbench.transcript(), texts, workbench::showRun).node());
        center.setBottom(new ComposerView(workbench.composer(), texts).node());
        SplitPane split = new SplitPane(new SessionListView(workbench, texts).node(), center,
                new SidePanel(workbench, texts, changes).node());
        split.setDividerPositions(0.22, 0.74);
        SplitPane.setResizableWithParent(split.getItems().get(0), false);
        SplitPane.setResizableWithParent(split.getItems().get(2), false);

        BorderPane root = new BorderPane(split);
        root.setBottom(new StatusBarView(workbench.status(), workbench.work(), texts).node());
        Scene scene = new Scene(root, preferences.number("width", 1200), preferences.number("height", 780));
        preferences.theme().applyTo(scene);
        VBox top = new VBox(menu(stage, scene));
        offlineBanner.ifPresent(text -> top.getChildren().add(banner(text, stage)));
        root.setTop(top);

        stage.setTitle(texts.get("app.title"));
        AppIcon.setOn(stage);
        stage.setScene(scene);
        placeWindow(stage);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.COMMA, KeyCombination.SHORTCUT_DOWN),
                () -> openSettings(stage));
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F1), () -> showShortcuts(stage));
        FxNotifier notifier = new FxNotifier(stage, texts);
        workbench.notice().addListener((obs, old, notice) -> {
            if (notice != null) {
                notifier.show(notice);
            }
        });
        workbench.sessions().refresh();
        return scene;
    }

    private MenuBar menu(Stage stage, Scene scene) {
        MenuItem settingsItem = new MenuItem(texts.get("menu.settings"));
        settingsItem.setId("menu-settings");
        settingsItem.setOnAction(e -> openSettings(stage));
        MenuItem quit = new MenuItem(texts.get("menu.quit"));
        quit.setOnAction(e -> stage.close());
        CheckMenuItem dark = new CheckMenuItem(texts.get("menu.theme.dark"));
        dark.setSelected(preferences.theme() == Theme.DARK);
        dark.selectedProperty().addListener((obs, old, on) -> {
            Theme theme = on ? Theme.DARK : Theme.LIGHT;
            theme.applyTo(scene);
            preferences.theme(theme);
        });
        MenuItem shortcuts = new MenuItem(texts.get("menu.shortcuts"));
        shortcuts.setOnAction(e -> showShortcuts(stage));
        MenuItem logs = new MenuItem(texts.get("menu.openLogFolder"));
        logs.setId("menu-log-folder");
        logs.setOnAction(e -> logFolder.open(() -> LogFolderDialog.show(logFolder.folder(), texts, stage)));
        return new MenuBar(new Menu(texts.get("menu.file"), null, ExportMenu.item(export, texts, stage), settingsItem, quit),
                new Menu(texts.get("menu.view"), null, dark), new Menu(texts.get("menu.help"), null, shortcuts, logs));
    }

    private HBox banner(String text, Stage stage) {
        Label label = new Label(text);
        label.setWrapText(true);
        Button open = new Button(texts.get("banner.openSettings"));
        open.setId("banner-settings");
        open.setMinWidth(Region.USE_PREF_SIZE);
        open.setOnAction(e -> openSettings(stage));
        HBox banner = new HBox(label, open);
        HBox.setHgrow(label, Priority.ALWAYS);
        label.setMaxWidth(Double.MAX_VALUE);
        banner.setId("offline-banner");
        banner.getStyleClass().add("offline-banner");
        return banner;
    }

    private void openSettings(Stage stage) {
        new SettingsDialog(settings, texts, stage).show();
    }

    private void showShortcuts(Stage stage) {
        Alert help = new Alert(Alert.AlertType.INFORMATION, texts.get("help.shortcuts"));
        help.initOwner(stage);
        help.setTitle(texts.get("menu.shortcuts"));
        help.setHeaderText(null);
        help.show();
    }

    private void placeWindow(Stage stage) {
        double x = preferences.number("x", Double.NaN);
        double y = preferences.number("y", Double.NaN);
        if (!Double.isNaN(x) && !Double.isNaN(y)) {
            stage.setX(x);
            stage.setY(y);
        }
        stage.setMaximized(preferences.number("maximized", 0) > 0);
        stage.setOnHiding(e -> {
            preferences.setNumber("x", stage.getX());
            preferences.setNumber("y", stage.getY());
            preferences.setNumber("width", stage.getScene().getWidth());
            preferences.setNumber("height", stage.getScene().getHeight());
            preferences.setNumber("maximized", stage.isMaximized() ? 1 : 0);
        });
    }
}
