package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.FitAssertions.assertHintFits;
import static dev.ralphdesk.app.ui.FitAssertions.assertShownWhole;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** In a window opened at 1024×700, and at the minimum 800×600, the sessions pane shows its heading whole and the search hint uncut. */
class SessionsPaneWindowTest extends AppWindowTest {
    @Test
    void aWindowOpenedAt1024PixelsShowsTheHeadingAndTheSearchHintWhole(FxRobot robot) throws Exception {
        assertWholeInAWindowOpenedAt(robot, 1024, 700);
    }

    @Test
    void aWindowOpenedAtTheMinimum800PixelsShowsTheHeadingAndTheSearchHintWhole(FxRobot robot) throws Exception {
        assertWholeInAWindowOpenedAt(robot, 800, 600);
    }

    /** The window opens at that size (its saved size), so the panels take their shares of it. */
    private void assertWholeInAWindowOpenedAt(FxRobot robot, double width, double height) throws Exception {
        compose(Map.of(), List.of(), ScriptedResponse.text("ok"));
        Files.writeString(fixture.workspace.resolve("window.properties"),
                "x=0\ny=0\nwidth=" + width + "\nheight=" + height + "\n");
        robot.interact(() -> { // the stage TestFX shares between tests opens anew at the saved size
            stage.hide();
            stage.setMaximized(false);
            stage.setWidth(width);
            stage.setHeight(height);
            fixture.start(stage);
        });
        fixture.newSession(robot);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertEquals(width, stage.getScene().getWidth(), "the window is " + width + " px wide");
            Region pane = robot.lookup(".sessions-pane").queryAs(Region.class);
            assertShownWhole(robot.lookup("#sessions-heading").queryAs(Label.class), pane);
            assertHintFits(robot.lookup("#session-search").queryAs(TextField.class));
        });
    }
}
