package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.goal.GoalRoundsViewModel;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The goal panel's rounds list in the real window (a workspace that is no git repository, so no
 * checkpoint): "Round 1" stands beside the first line of why there is none, not in the middle of its
 * wrapped lines; the workspace's long path is cut in the middle, the whole line in the tooltip.
 */
class GoalRoundsListWindowTest extends AppWindowTest {
    @Test
    void aRoundsLabelTopsItsWrappedReasonWhoseLongPathIsCutInTheMiddle(FxRobot robot) throws Exception {
        fixture = new AppWindowFixture(dir.resolve("a-folder-with-a-rather-long-name").resolve("and-one-more-inside"),
                Map.of("goal.maxRounds", "1"), List.of(), ScriptedResponse.text("Working."));
        String workspace = fixture.workspace.toString();
        show(robot);
        fixture.newSession(robot);
        send(robot, "/goal count the files");
        waitUntil(30, () -> rounds().size() == 1 && rounds().get(0).changes() != null
                && !robot.lookup("#goal-round-changes-list .round-title").queryAll().isEmpty());

        robot.interact(() -> {
            Label title = robot.lookup("#goal-round-changes-list .round-title").queryAs(Label.class);
            Label why = (Label) title.getParent().getChildrenUnmodifiable().get(1);
            assertEquals("Round 1", title.getText());
            String cut = "/" + workspace.split("/")[1] + "/…/and-one-more-inside/workspace";
            assertEquals("No checkpoint: " + cut + " is not in a git repository", why.getText());
            assertEquals("No checkpoint: " + workspace + " is not in a git repository", why.getTooltip().getText());
            assertTrue(why.getHeight() > 1.5 * title.getHeight(), "the reason wraps: " + why.getHeight() + " against "
                    + title.getHeight());
            assertEquals(scene(title).getMinY(), scene(why).getMinY(), 0.5, "the label stands beside the first line");
        });
        AppWindowFixture.snapshot(robot.lookup("#goal-panel").query(), "goal-rounds-no-checkpoint");
    }

    private List<GoalRoundsViewModel.Row> rounds() {
        return fixture.workbench.goalRounds().rows();
    }

    private static Bounds scene(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }
}
