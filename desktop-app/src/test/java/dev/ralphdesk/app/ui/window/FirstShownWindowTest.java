package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.testing.Scripts;
import java.util.List;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Parts of the window that are hidden at first are put into the scene when they are first shown, not
 * while the window is built: a hidden control still costs its skin and its CSS in the first frame.
 */
class FirstShownWindowTest extends WindowTest<WindowFixture> {
    private static final List<String> MADE_WHEN_SHOWN = List.of("#transcript-find-bar", "#status-busy",
            "#goal-busy", "#goal-resume-prompt", "#goal-details");

    @Test
    void partsHiddenAtFirstAreNotInTheFirstFrame(FxRobot robot) throws Exception {
        fixture = new WindowFixture(dir, List.of(Scripts.text("Done.")));
        robot.interact(() -> fixture.start(stage));
        fixture.newSession(robot);
        robot.interact(() -> MADE_WHEN_SHOWN.forEach(id -> assertTrue(robot.lookup(id).tryQuery().isEmpty(),
                id + " is put into the scene when first shown")));
    }

    @Test
    void aPartNotYetInTheSceneOutlivesAGarbageCollection(FxRobot robot) throws Exception {
        fixture = new WindowFixture(dir, List.of(Scripts.slow("x".repeat(400), 15), Scripts.text("Done.")));
        robot.interact(() -> fixture.start(stage));
        fixture.newSession(robot);
        System.gc(); // the spinner, bound to the model, is held by nothing in the scene yet
        send(robot, "talk for a while");
        waitUntil(() -> robot.lookup("#status-busy").tryQuery().map(Node::isVisible).orElse(false));
        robot.clickOn("#status-stop");
    }
}
