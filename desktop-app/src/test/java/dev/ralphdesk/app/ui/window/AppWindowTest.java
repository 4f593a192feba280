package dev.ralphdesk.app.ui.window;

import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * What every test of the real window over the real composition shares: TestFX's stage, a
 * temporary folder for the workspace and the data folder, the {@link AppWindowFixture} a test
 * composes over them, and the teardown (every other window and popup hidden, the fixture closed).
 */
@ExtendWith(ApplicationExtension.class)
abstract class AppWindowTest {
    @TempDir
    Path dir;
    /** The primary stage TestFX registered for this test; the window is shown on it. */
    Stage stage;
    /** Set by {@link #compose}; null until a test composes one. */
    AppWindowFixture fixture;

    @BeforeEach
    final void registeredStage() {
        // TestFX's @Start only finds methods the test class itself declares, so the base takes the stage it registered
        stage = FxToolkit.toolkitContext().getRegisteredStage();
    }

    /** The composition over {@link #dir}, not shown yet: a test may prepare its workspace first. */
    final AppWindowFixture compose(Map<String, String> config, List<ScriptedResponse> sequence,
            ScriptedResponse fallback) throws Exception {
        fixture = new AppWindowFixture(dir, config, sequence, fallback);
        return fixture;
    }

    /** Shows the composed fixture's window on {@link #stage}. */
    final AppWindowFixture show(FxRobot robot) {
        robot.interact(() -> fixture.start(stage));
        return fixture;
    }

    /** Composes and shows at once. */
    final AppWindowFixture open(FxRobot robot, Map<String, String> config, List<ScriptedResponse> sequence,
            ScriptedResponse fallback) throws Exception {
        compose(config, sequence, fallback);
        return show(robot);
    }

    /** Types {@code line} into the composer and sends it with Ctrl+Enter. */
    static void send(FxRobot robot, String line) {
        robot.clickOn("#composer-input").write(line).press(KeyCode.CONTROL, KeyCode.ENTER)
                .release(KeyCode.ENTER, KeyCode.CONTROL);
    }

    @AfterEach
    final void closeWindow(FxRobot robot) {
        // notifications, dialogs and child windows a test left open, so they cover nothing in the next one
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(window -> window != stage)
                .forEach(Window::hide));
        if (fixture != null) {
            fixture.close();
        }
    }
}
