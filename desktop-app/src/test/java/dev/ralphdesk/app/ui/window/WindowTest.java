package dev.ralphdesk.app.ui.window;

import java.nio.file.Path;
import java.util.List;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * What every test of the real main window shares: TestFX's stage, a temporary folder for the
 * workspace and the data folder, the fixture a test builds over them, and the teardown (every other
 * window and popup hidden, the fixture closed).
 *
 * @param <F> the fixture: {@link AppWindowFixture} (the real composition) or {@link WindowFixture}
 */
@ExtendWith(ApplicationExtension.class)
abstract class WindowTest<F extends AutoCloseable> {
    @TempDir
    Path dir;
    /** The primary stage TestFX registered for this test; the window is shown on it. */
    Stage stage;
    /** Set by the test; null until it builds one. */
    F fixture;

    @BeforeEach
    final void registeredStage() {
        // TestFX's @Start only finds methods the test class itself declares, so the base takes the stage it registered
        stage = FxToolkit.toolkitContext().getRegisteredStage();
    }

    @AfterEach
    final void closeWindow(FxRobot robot) throws Exception {
        // notifications, dialogs and child windows a test left open, so they cover nothing in the next one
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(window -> window != stage)
                .forEach(Window::hide));
        if (fixture != null) {
            fixture.close();
        }
    }

    /** Types {@code line} into the composer and sends it with Ctrl+Enter. */
    static void send(FxRobot robot, String line) {
        robot.clickOn("#composer-input").write(line).press(KeyCode.CONTROL, KeyCode.ENTER)
                .release(KeyCode.ENTER, KeyCode.CONTROL);
    }
}
