package dev.ralphdesk.app.ui.window;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.UiPreferences;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.checkpoint.ChangesViewModel;
import dev.ralphdesk.app.ui.export.ExportViewModel;
import dev.ralphdesk.app.ui.help.LogFolderOpener;
import dev.ralphdesk.app.ui.settings.SettingsStore;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import dev.ralphdesk.app.ui.settings.StartupSettings;
import dev.ralphdesk.app.ui.view.MainWindow;
import dev.ralphdesk.app.ui.view.Theme;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.secret.SecretScan;
import dev.ralphdesk.core.settings.Settings;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.location.DataFolderPointer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * The real main window as the app shows it, over default settings kept in memory (what Save
 * writes goes to {@code saved}), with English texts: the one way tests and benchmarks build it.
 */
public final class TestMainWindow {
    private TestMainWindow() {
    }

    /**
     * Shows the window on {@code stage} (call on the FX thread). {@code config} holds the window
     * preferences and the data-folder pointer; {@code data} is the data folder in use.
     */
    public static Scene show(Stage stage, WorkbenchViewModel workbench, UiExecutor ui, Path config, Path data,
            Consumer<Settings> saved, Optional<String> banner) {
        return show(stage, workbench, ui, config, data, saved, banner,
                new LogFolderOpener(config.resolve("state"), LogFolderOpener.XDG_OPEN, ui));
    }

    /** The same, with the opener that Help → "Open log folder" uses. */
    public static Scene show(Stage stage, WorkbenchViewModel workbench, UiExecutor ui, Path config, Path data,
            Consumer<Settings> saved, Optional<String> banner, LogFolderOpener logFolder) {
        UiPreferences preferences = new UiPreferences(config.resolve("window.properties")).load();
        if ("dark".equals(System.getProperty("ui.theme"))) {
            preferences.theme(Theme.DARK); // for looking at snapshots in the dark theme: -Dui.theme=dark
        }
        DataFolder folder = new DataFolder(data, "default");
        StartupSettings startup = new StartupSettings(folder, folder, DataFolderPointer.in(config.resolve("config")),
                preferences, List::of);
        SettingsViewModel settings = new SettingsViewModel(new SettingsStore() {
            @Override
            public Settings load() {
                return Settings.defaults();
            }

            @Override
            public void save(Settings value, Optional<ApiKey> key) {
                saved.accept(value);
            }
        }, startup, ui);
        ExportViewModel export = new ExportViewModel(workbench.harness(), SecretScan.shapes(), ui,
                workbench.current()::get);
        ChangesViewModel changes = new ChangesViewModel(workbench.harness(),
                new GitCheckpoints(System.getenv(), GitCheckpoints.TIMEOUT), ui);
        Scene scene = new MainWindow(workbench, settings, Texts.of("en"), preferences, logFolder, ui, export, changes,
                command -> false).show(stage, banner);
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> {
            try {
                preferences.save(); // as the app does when its window closes
            } catch (java.io.IOException ex) {
                throw new java.io.UncheckedIOException(ex);
            }
        });
        stage.show();
        return scene;
    }
}
