package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.Answers.passingCheck;
import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.goal.domain.GoalPhase;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** In a window of 1024×700, the goal panel's Create field is in view, unscrolled, after a goal completes. */
class GoalCreateInViewWindowTest extends AppWindowTest {
    @Test
    void afterAGoalCompletesTheCreateFieldIsInViewAt1024By700(FxRobot robot) throws Exception {
        AppWindowFixture f = compose(Map.of(), List.of(runCheck(),
                ScriptedResponse.text("The check passes. <promise>DONE</promise>"), ScriptedResponse.text("Done.")),
                ScriptedResponse.text("Done."));
        passingCheck(f.workspace);
        Files.writeString(f.workspace.resolve("window.properties"), "x=0\ny=0\nwidth=1024\nheight=700\n");
        Stage window = WaitForAsyncUtils.asyncFx((Callable<Stage>) Stage::new).get(); // own: the shared stage keeps a set size
        robot.interact(() -> f.start(window));
        f.newSession(robot);
        robot.clickOn("#goal-new-objective").write("make the check pass and keep every other test of the project green");
        robot.clickOn("#goal-create");
        waitUntil(() -> f.services.goal().view(f.workbench.current().get()).goal() != null
                && f.services.goal().view(f.workbench.current().get()).goal().phase() == GoalPhase.COMPLETE);
        waitUntil(() -> String.valueOf(robot.lookup("#goal-certified").query().getUserData())
                .startsWith("Certified by "));
        waitUntil(() -> robot.lookup("#goal-create-row").query().isVisible());
        WaitForAsyncUtils.waitForFxEvents();
        AppWindowFixture.snapshot(window.getScene().getRoot(), "goal-complete-1024");
        robot.interact(() -> {
            assertEquals(1024, window.getScene().getWidth());
            ScrollPane scroll = robot.lookup(".side-scroll").queryAs(ScrollPane.class);
            Bounds view = scroll.localToScene(scroll.getLayoutBounds());
            Node field = robot.lookup("#goal-new-objective").query();
            Bounds at = field.localToScene(field.getLayoutBounds());
            assertTrue(scroll.getVvalue() == scroll.getVmin() && view.contains(at),
                    "the Create field " + at + " is within the goal panel's view " + view);
        });
    }
}
