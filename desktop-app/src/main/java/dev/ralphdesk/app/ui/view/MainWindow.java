package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.LastSession;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.UiPreferences;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.checkpoint.ChangesViewModel;
import dev.ralphdesk.app.ui.export.ExportViewModel;
import dev.ralphdesk.app.ui.help.LogFolderOpener;
import dev.ralphdesk.app.ui.notify.DesktopNotifier;
import dev.ralphdesk.app.ui.notify.Notifier;
import dev.ralphdesk.app.ui.notify.NotifySend;
import dev.ralphdesk.app.ui.settings.ModelPicker;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import java.util.Optional;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * The one window: menu, offline banner and header on top; sessions | transcript and composer | goal
 * panel and Ralph timeline (both side panels collapsible); the status bar below; end notices as
 * toasts over the transcript, and on the desktop while the window is not focused. Remembers its
 * size and position, theme, panels, how the composer sends, and the last open session.
 */
public final class MainWindow {
    private final WorkbenchViewModel workbench;
    private final SettingsViewModel settings;
    private final Texts texts;
    private final UiPreferences preferences;
    private final LogFolderOpener logFolder;
    private final UiExecutor ui;
    private final DesktopNotifier.Launcher desktop;
    private final ExportViewModel export;
    private final ChangesViewModel changes;

    public MainWindow(WorkbenchViewModel workbench, SettingsViewModel settings, Texts texts,
            UiPreferences preferences, LogFolderOpener logFolder, UiExecutor ui, ExportViewModel export,
            ChangesViewModel changes) {
        this(workbench, settings, texts, preferences, logFolder, ui, export, changes, new NotifySend(System.getenv()));
    }

    /** The same, desktop notifications going to {@code desktop}. */
    public MainWindow(WorkbenchViewModel workbench, SettingsViewModel settings, Texts texts,
            UiPreferences preferences, LogFolderOpener logFolder, UiExecutor ui, ExportViewModel export,
            ChangesViewModel changes, DesktopNotifier.Launcher desktop) {
        this.workbench = workbench;
        this.settings = settings;
        this.texts = texts;
        this.preferences = preferences;
        this.logFolder = logFolder;
        this.ui = ui;
        this.desktop = desktop;
        this.export = export;
        this.changes = changes;
    }

    /** Builds the scene into {@code stage}; {@code offlineBanner} is shown when the model is the offline demo. */
    public Scene show(Stage stage, Optional<String> offlineBanner) {
        BooleanProperty enterSends = remembered("composer.enterSends", true);
        ComposerView composer = new ComposerView(workbench.composer(), texts, enterSends);
        SessionListView sessions = new SessionListView(workbench, texts);
        FxNotifier toasts = new FxNotifier(texts);
        Panels panels = new Panels(sessions.node(), new CentreColumn(
                new TranscriptView(workbench.transcript(), texts, workbench::showRun).node(), composer.node(),
                toasts.node()).node(), new SidePanel(workbench, texts, changes).node(),
                remembered("panel.sessions", true), remembered("panel.side", true));

        BorderPane root = new BorderPane(panels.node());
        root.setBottom(new StatusBarView(workbench.status(), workbench.work(), texts).node());
        Scene scene = WindowPlacer.scene(stage, root, preferences);
        BooleanProperty dark = new SimpleBooleanProperty(preferences.theme() == Theme.DARK);
        dark.addListener((obs, old, on) -> {
            Theme theme = on ? Theme.DARK : Theme.LIGHT;
            theme.applyTo(scene);
            preferences.theme(theme);
        });
        preferences.theme().applyTo(scene);
        MenuBar menu = WindowMenu.of(texts, actions(stage, sessions), dark, enterSends, panels.sessionsShown(),
                panels.sideShown());
        // File: New session, New session in a folder, Export…, then Settings and Quit
        menu.getMenus().get(0).getItems().add(2, ExportMenu.item(export, texts, stage, toasts));
        WindowMenu.keysBeforeTextFields(menu, scene);
        Label bannerText = new Label(offlineBanner.orElse(""));
        HBox banner = banner(bannerText, stage);
        banner.setVisible(offlineBanner.isPresent());
        banner.managedProperty().bind(banner.visibleProperty());
        VBox top = new VBox(menu, banner, new HeaderBar(workbench, new ModelPicker(settings), texts, panels,
                () -> openSettings(stage)).node());
        settings.applied().addListener((obs, old, choice) -> {
            workbench.status().provider(choice.summary());
            bannerText.setText(texts.get("banner.offline") + choice.problemMessage().map(p -> " " + p).orElse(""));
            banner.setVisible(choice.offline());
        });
        root.setTop(top);

        stage.setTitle(texts.get("app.title"));
        AppIcon.setOn(stage, ui);
        stage.setScene(scene);
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> composer.focusInput());
        workbench.current().addListener((obs, old, id) -> {
            if (id != null) {
                Platform.runLater(composer::focusInput); // after the click that chose it, while it loads
            }
        });
        Notifier desktopNotices = new DesktopNotifier(texts, stage::isFocused, ui, desktop);
        workbench.notice().addListener((obs, old, notice) -> {
            if (notice != null) {
                toasts.show(notice);
                desktopNotices.show(notice);
            }
        });
        new LastSession(workbench, preferences).follow();
        workbench.sessions().refresh();
        return scene;
    }

    private WindowMenu.Actions actions(Stage stage, SessionListView sessions) {
        return new WindowMenu.Actions() {
            @Override
            public void newSession() {
                sessions.newSession();
            }

            @Override
            public void newSessionInFolder() {
                sessions.chooseWorkspace();
            }

            @Override
            public void settings() {
                openSettings(stage);
            }

            @Override
            public void quit() {
                stage.close();
            }

            @Override
            public void shortcuts() {
                showShortcuts(stage);
            }

            @Override
            public void logFolder() {
                logFolder.open(() -> LogFolderDialog.show(logFolder.folder(), texts, stage));
            }
        };
    }

    /** A window preference kept in step with the property. */
    private BooleanProperty remembered(String key, boolean fallback) {
        BooleanProperty value = new SimpleBooleanProperty(preferences.flag(key, fallback));
        value.addListener((obs, old, now) -> preferences.setFlag(key, now));
        return value;
    }

    /** The offline banner: that the model is the offline demo (and why), with Open Settings. */
    private HBox banner(Label label, Stage stage) {
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
        help.getDialogPane().getStylesheets().setAll(stage.getScene().getStylesheets());
        help.setGraphic(null);
        help.setTitle(texts.get("menu.shortcuts"));
        help.setHeaderText(null);
        help.show();
    }
}
