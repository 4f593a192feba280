package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.IconAssertions.awaitAppIcons;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.testing.Scripts;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The main window and every dialog opened over it carry the application icon. */
class WindowIconsTest extends WindowTest<WindowFixture> {
    @BeforeEach
    void showWindow(FxRobot robot) {
        fixture = new WindowFixture(dir, List.of(Scripts.text("hi")));
        robot.interact(() -> fixture.start(stage));
    }

    @Test
    void theMainWindowCarriesTheIconAtEverySize() throws TimeoutException {
        awaitAppIcons(stage);
    }

    @Test
    void theSettingsDialogShowsTheIcon(FxRobot robot) throws Exception {
        robot.clickOn("#banner-settings");
        awaitAppIcons(dialogShowing(robot, "#settings-form"));
    }

    @Test
    void theKeyboardShortcutsDialogShowsTheIcon(FxRobot robot) throws Exception {
        robot.push(KeyCode.F1);
        awaitAppIcons(dialogShowing(robot, ".dialog-pane"));
    }

    @Test
    void theRenameDialogShowsTheIcon(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.sessions().create(fixture.workspace, fixture.workbench::open));
        AppWindowFixture.waitUntil(() -> fixture.workbench.current().get() != null);
        robot.clickOn("#session-rename");
        awaitAppIcons(dialogShowing(robot, ".dialog-pane"));
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
