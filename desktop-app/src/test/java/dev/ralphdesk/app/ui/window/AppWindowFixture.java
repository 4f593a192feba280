package dev.ralphdesk.app.ui.window;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.McpSetup;
import dev.ralphdesk.app.ui.bridge.FxUiExecutor;
import dev.ralphdesk.app.ui.bridge.PulseFrameClock;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.testing.CountingExecutor;
import dev.ralphdesk.core.testing.Quiescence;
import dev.ralphdesk.persistence.location.DataFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real main window over the real composition: the product's plugins (workspace, goal, Ralph),
 * the SQLite session log in a temporary data folder, the scripted model that records every request,
 * and real threads.
 */
final class AppWindowFixture implements AutoCloseable {
    final ScriptedProvider model;
    private final CountingExecutor tasks = new CountingExecutor(Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "window-test-work");
        thread.setDaemon(true);
        return thread;
    }));
    final AppServices services;
    final Path workspace;
    WorkbenchViewModel workbench;

    /** @param fallback the answer once the sequence is used up (every goal round, say) */
    AppWindowFixture(Path dir, Map<String, String> config, List<ScriptedResponse> sequence, ScriptedResponse fallback)
            throws Exception {
        this.workspace = Files.createDirectories(dir.resolve("workspace"));
        this.model = new ScriptedProvider(new ScriptedScenario("ui", null, List.of(), sequence, fallback));
        this.services = Composition.compose(model, Composition.sqlite(new DataFolder(dir.resolve("data"), "test")),
                HarnessOptions.defaults().withConfig(new PluginConfig(config)), new EventBus(), McpSetup.none(),
                tasks);
    }

    void start(Stage stage) {
        FxUiExecutor ui = new FxUiExecutor(services.executor());
        workbench = new WorkbenchViewModel(services.harness(), services.goal(), services.ralph(), ui,
                new PulseFrameClock(), "scripted · test");
        TestMainWindow.show(stage, workbench, ui, workspace, workspace.resolveSibling("data"), settings -> {
        }, Optional.empty());
    }

    SessionId newSession(FxRobot robot) throws TimeoutException {
        return WindowFixture.newSession(robot, workbench, workspace);
    }

    int requests() {
        return model.requests().size();
    }

    /** Waits for a condition read on the FX thread. */
    static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        waitUntil(20, condition);
    }

    static void waitUntil(int seconds, BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
    }

    /**
     * What {@code read} returns, read on the FX thread: the view models' lists change there only (a
     * list read from the test thread may be caught half replaced).
     */
    static <T> T onFx(java.util.concurrent.Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get();
    }

    /**
     * Asserts that no model request is made once everything came to rest (the driver obeys a pause or
     * a clear): the FX queue, the background work and the goal driver drained, decided by state.
     */
    void assertNoRequestsOnceQuiet() {
        int before = requests();
        Quiescence.probe()
                .atRest("FX events", () -> {
                    WaitForAsyncUtils.waitForFxEvents();
                    return true;
                })
                .atRest("background work", () -> tasks.unfinished() == 0)
                .atRest("goal driver", services.goal()::atRest)
                .steady("model requests", this::requests)
                .await();
        assertTrue(requests() == before, "a model request was made: " + before + " → " + requests());
    }

    /** Saves a PNG of one node when {@code -Dui.snapshots=DIR} is given. */
    static void snapshot(Node node, String name) throws Exception {
        Snapshots.save(() -> node.snapshot(null, null), name);
    }

    @Override
    public void close() {
        if (workbench != null) {
            workbench.close();
        }
        services.close();
    }
}
