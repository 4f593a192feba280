package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.FitAssertions.assertHintFits;
import static dev.ralphdesk.app.ui.FitAssertions.assertShownWhole;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** In a window opened at 1024×700, and at the minimum 800×600, the sessions pane shows its heading whole and the search hint uncut. */
@ExtendWith(ApplicationExtension.class)
class SessionsPaneWindowTest {
    @TempDir
    Path dir;
    private Stage stage;
    private AppWindowFixture fixture;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void close() {
        if (fixture != null) {
            fixture.close();
        }
    }

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
        fixture = new AppWindowFixture(dir, Map.of(), List.of(), ScriptedResponse.text("ok"));
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
