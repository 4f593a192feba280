package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.testing.Scripts;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ProgressIndicator;
import org.controlsfx.control.StatusBar;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The status bar says the window is working with a small spinner as tall as its text, shown only
 * while a turn runs, never the status bar's own indeterminate bar (a solid block in a still picture).
 */
class StatusBarBusyWindowTest extends WindowTest<WindowFixture> {
    @Test
    void aSmallSpinnerShowsOnlyWhileATurnRuns(FxRobot robot) throws Exception {
        fixture = new WindowFixture(dir, List.of(Scripts.slow("x".repeat(400), 15), Scripts.text("Done.")));
        robot.interact(() -> fixture.start(stage));
        fixture.newSession(robot);
        robot.interact(() -> assertTrue(robot.lookup("#status-busy").tryQuery().isEmpty(),
                "idle: no spinner, not even a hidden one (it is put into the bar when a turn first runs)"));

        send(robot, "talk for a while");
        waitUntil(() -> spinner(robot).isVisible() && label(robot).getText().equals("1 turn running"));
        robot.interact(() -> {
            ProgressIndicator spinner = spinner(robot);
            assertTrue(spinner.isIndeterminate());
            assertTrue(spinner.getHeight() > 0 && spinner.getHeight() <= label(robot).getHeight(),
                    "as tall as the text at most: " + spinner.getHeight() + " against " + label(robot).getHeight());
            assertTrue(robot.lookup("#status-bar .progress-bar").queryAllAs(ProgressBar.class).stream()
                    .noneMatch(Node::isVisible), "the status bar's own bar stays hidden");
        });
        fixture.snapshot("status-busy");

        robot.clickOn("#status-stop");
        waitUntil(() -> !spinner(robot).isVisible() && label(robot).getText().isEmpty());
        send(robot, "and again");
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && a.complete()
                && a.text().equals("Done.")) && label(robot).getText().isEmpty());
        robot.interact(() -> {
            assertFalse(spinner(robot).isVisible(), "gone when the turn ends");
            assertEquals(0.0, robot.lookup("#status-bar").queryAs(StatusBar.class).getProgress());
        });
    }

    private static ProgressIndicator spinner(FxRobot robot) {
        return robot.lookup("#status-busy").queryAs(ProgressIndicator.class);
    }

    private static Label label(FxRobot robot) {
        return robot.lookup("#status-work").queryAs(Label.class);
    }

    private List<TranscriptRow> rows() {
        return fixture.workbench.transcript().rows();
    }
}
