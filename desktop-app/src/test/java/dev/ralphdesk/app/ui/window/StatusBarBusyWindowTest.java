package dev.ralphdesk.app.ui.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.input.KeyCode;
import org.controlsfx.control.StatusBar;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The status bar says the window is working with a small spinner as tall as its text, shown only
 * while a turn runs, never the status bar's own indeterminate bar (a solid block in a still picture).
 */
class StatusBarBusyWindowTest extends WindowTest<WindowFixture> {
    @Test
    void aSmallSpinnerShowsOnlyWhileATurnRuns(FxRobot robot) throws Exception {
        fixture = new WindowFixture(dir, List.of(Scripts.slow("x".repeat(400), 15), Scripts.text("Done.")));
        robot.interact(() -> fixture.start(stage));
        List<Object> created = new ArrayList<>();
        robot.interact(() -> fixture.workbench.sessions().create(fixture.workspace, id -> {
            created.add(id);
            fixture.workbench.open(id);
        }));
        waitUntil(() -> !created.isEmpty() && created.get(0).equals(fixture.workbench.current().get()));
        robot.interact(() -> assertFalse(spinner(robot).isVisible(), "idle: no spinner"));

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

    private static void send(FxRobot robot, String text) {
        robot.clickOn("#composer-input").write(text).press(KeyCode.CONTROL, KeyCode.ENTER)
                .release(KeyCode.ENTER, KeyCode.CONTROL);
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
    }
}
