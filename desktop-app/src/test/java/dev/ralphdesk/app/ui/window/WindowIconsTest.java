package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.IconAssertions.assertAppIcons;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.testing.Scripts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The main window and every dialog opened over it carry the application icon. */
@ExtendWith(ApplicationExtension.class)
class WindowIconsTest {
    private WindowFixture fixture;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        fixture = new WindowFixture(Files.createTempDirectory("icons-test"), List.of(Scripts.text("hi")));
        fixture.start(stage);
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        fixture.close();
    }

    @Test
    void theMainWindowCarriesTheIconAtEverySize(FxRobot robot) {
        robot.interact(() -> assertAppIcons(stage));
    }

    @Test
    void theSettingsDialogShowsTheIcon(FxRobot robot) throws Exception {
        robot.clickOn("#banner-settings");
        assertAppIcons(dialogShowing(robot, "#settings-form"));
    }

    @Test
    void theKeyboardShortcutsDialogShowsTheIcon(FxRobot robot) throws Exception {
        robot.push(KeyCode.F1);
        assertAppIcons(dialogShowing(robot, ".dialog-pane"));
    }

    @Test
    void theRenameDialogShowsTheIcon(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.sessions().create(fixture.workspace, fixture.workbench::open));
        AppWindowFixture.waitUntil(() -> fixture.workbench.current().get() != null);
        robot.clickOn("#session-rename");
        assertAppIcons(dialogShowing(robot, ".dialog-pane"));
    }

    /** The window of the node {@code query} finds once it shows, other than the main window. */
    private Window dialogShowing(FxRobot robot, String query) throws TimeoutException {
        AppWindowFixture.waitUntil(() -> robot.lookup(query).tryQuery()
                .filter(n -> n.getScene().getWindow() != stage).isPresent());
        Window dialog = robot.lookup(query).query().getScene().getWindow();
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(stage, ((Stage) dialog).getOwner(), "opened over the main window");
        return dialog;
    }
}
