package dev.ralphdesk.app.bench;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.ui.bridge.FxUiExecutor;
import dev.ralphdesk.app.ui.bridge.PulseFrameClock;
import dev.ralphdesk.app.ui.window.TestMainWindow;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import java.nio.file.Path;
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
        TestMainWindow.show(stage, workbench, ui, dir, dir, settings -> {
        }, Optional.empty());
        return workbench;
    }
}
