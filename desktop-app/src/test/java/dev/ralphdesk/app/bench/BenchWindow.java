package dev.ralphdesk.app.bench;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.UiPreferences;
import dev.ralphdesk.app.ui.bridge.FxUiExecutor;
import dev.ralphdesk.app.ui.bridge.PulseFrameClock;
import dev.ralphdesk.app.ui.settings.SettingsStore;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import dev.ralphdesk.app.ui.settings.StartupSettings;
import dev.ralphdesk.app.ui.view.MainWindow;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.settings.Settings;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.location.DataFolderPointer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.stage.Stage;

/** The real main window over composed services, as the app shows it (for the UI benchmarks). */
final class BenchWindow {
    private BenchWindow() {
    }

    /** Builds and shows the window on the FX thread; {@code dir} holds its preferences file. */
    static WorkbenchViewModel show(AppServices services, Stage stage, Path dir) {
        FxUiExecutor ui = new FxUiExecutor(services.executor());
        WorkbenchViewModel workbench = new WorkbenchViewModel(services.harness(), services.goal(), services.ralph(),
                ui, new PulseFrameClock(), "bench");
        UiPreferences preferences = new UiPreferences(dir.resolve("window.properties")).load();
        DataFolder data = new DataFolder(dir, "default");
        StartupSettings startup = new StartupSettings(data, data,
                DataFolderPointer.in(dir.resolve("config")), preferences, List::of);
        SettingsViewModel settings = new SettingsViewModel(new SettingsStore() {
            @Override
            public Settings load() {
                return Settings.defaults();
            }

            @Override
            public void save(Settings value, Optional<ApiKey> key) {
            }
        }, startup, ui);
        new MainWindow(workbench, settings, Texts.of("en"), preferences).show(stage, Optional.empty());
        stage.show();
        return workbench;
    }
}
