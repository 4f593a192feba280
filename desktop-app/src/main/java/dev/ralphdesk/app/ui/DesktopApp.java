package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.launch.ClassDataArchive;
import dev.ralphdesk.app.log.LogFile;
import dev.ralphdesk.app.ui.bridge.FxUiExecutor;
import dev.ralphdesk.app.ui.bridge.PulseFrameClock;
import dev.ralphdesk.app.ui.checkpoint.ChangesViewModel;
import dev.ralphdesk.app.ui.export.ExportViewModel;
import dev.ralphdesk.app.ui.help.LogFolderOpener;
import dev.ralphdesk.app.ui.mcp.McpServersViewModel;
import dev.ralphdesk.app.ui.settings.ConnectionTest;
import dev.ralphdesk.app.ui.settings.FileSettingsStore;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import dev.ralphdesk.app.ui.view.FirstFramePreload;
import dev.ralphdesk.app.ui.view.MainWindow;
import dev.ralphdesk.app.ui.view.StartupError;
import dev.ralphdesk.app.ui.view.UiWarmUp;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import dev.ralphdesk.core.session.SessionStoreException;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.stage.Stage;

/** Opens the window. Files and services are prepared on the calling thread; the FX thread only builds the UI. */
public final class DesktopApp {
    private static final System.Logger LOG = JulLogger.of(DesktopApp.class);

    private DesktopApp() {
    }

    /** For running the window directly ({@code mvn javafx:run}); {@code ./ralph-desk} goes through Launcher. */
    public static void main(String[] args) {
        launch(System.getenv());
    }

    /**
     * Composes the services (files, database, provider) on a start-up thread while the FX toolkit
     * starts and warms up its controls, then builds the window once both are ready. The log file is
     * set up on a third thread; the services wait for it, so that they log into it from the start. Once
     * the toolkit is up, a fourth loads the first frame's font and classes ({@link FirstFramePreload}).
     */
    public static void launch(Map<String, String> env) {
        Thread logging = new Thread(() -> LogFile.install(env, "window"), "ralph-desk-log-file");
        logging.start();
        CompletableFuture<UiBoot> boot = new CompletableFuture<>();
        Thread composer = new Thread(() -> {
            try {
                boot.complete(UiBoot.start(env, () -> join(logging)));
            } catch (RuntimeException e) {
                boot.completeExceptionally(e);
            }
        }, "ralph-desk-start-up");
        composer.start();
        startToolkit(() -> {
            UiWarmUp.ofTheWindow(Platform::runLater).runWhile(() -> !boot.isDone());
            boot.whenComplete((ready, error) -> Platform.runLater(() -> {
                if (error == null) {
                    show(ready, new Stage());
                } else if (error instanceof SessionStoreException) {
                    StartupError.showOnFxThread(error.getMessage());
                } else {
                    StartupError.showOnFxThread("Ralph Desk could not start: " + error);
                }
            }));
        });
        FirstFramePreload.start(); // beside the warm-up or the window's build
    }

    private static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Starts the FX toolkit, names the windows' class (before any window exists), then runs
     * {@code then} on the FX thread.
     */
    static void startToolkit(Runnable then) {
        Platform.startup(() -> {
            WindowClass.apply();
            then.run();
        });
    }

    /**
     * Builds the window into {@code stage} and opens the demo session of a first offline run; once it
     * is shown, starts the control socket and makes the class-data archive, when needed, in the background.
     */
    static WorkbenchViewModel show(UiBoot boot, Stage stage) {
        FxUiExecutor ui = new FxUiExecutor(boot.services().executor());
        WorkbenchViewModel workbench = new WorkbenchViewModel(boot.services().harness(), boot.services().goal(),
                boot.services().ralph(), ui, new PulseFrameClock(), boot.choice().summary(), boot.approvals());
        workbench.status().sandbox(boot.sandbox());
        SettingsViewModel settings = new SettingsViewModel(new FileSettingsStore(boot.config()), boot.startup(), ui,
                new McpServersViewModel(boot.services().mcp(), ui));
        settings.applyOnSave(() -> boot.live().apply());
        settings.useConnectionTest(new ConnectionTest(boot.live()::choose));
        LogFolderOpener logFolder = new LogFolderOpener(boot.logFolder(), LogFolderOpener.XDG_OPEN, ui);
        ExportViewModel export = new ExportViewModel(boot.services().harness(), boot.secrets(), ui,
                workbench.current()::get);
        ChangesViewModel changes = new ChangesViewModel(boot.services().harness(),
                new GitCheckpoints(ShellEnvironment.standard(System::getenv).variables(), GitCheckpoints.TIMEOUT), ui);
        new MainWindow(workbench, settings, boot.texts(), boot.preferences(), logFolder, ui, export,
                changes).show(stage,
                boot.banner());
        boot.demoSession().ifPresent(id -> {
            workbench.open(id);
            workbench.composer().text().set("Show me around this workspace.");
        });
        stage.setOnHidden(e -> {
            LOG.log(System.Logger.Level.INFO, "the window closed");
            boot.approvals().closeAll(); // an open question is denied, and the transcript says why
            workbench.close();
            Thread shutdown = new Thread(() -> close(boot), "ralph-desk-shutdown");
            shutdown.setDaemon(false); // the JVM exits only once the store is closed (one database file)
            shutdown.start();
        });
        stage.show();
        LOG.log(System.Logger.Level.INFO, "the window is shown");
        boot.services().executor().execute(boot.control()::start);
        boot.services().executor().execute(ClassDataArchive::refreshIfOutdated);
        return workbench;
    }

    private static void close(UiBoot boot) {
        try {
            boot.preferences().save();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "the window preferences could not be saved: " + e.getMessage());
        }
        boot.services().close();
    }
}
