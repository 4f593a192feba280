package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ProgressBar;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The goal panel says the round count once, beside the phase badge; the progress bar under it
 * measures the rounds used, as its tooltip says, without a second line repeating the count.
 */
class GoalRoundsSaidOnceWindowTest extends AppWindowTest {
    @Test
    void theRoundCountIsSaidOnceBesideThePhaseBadge(FxRobot robot) throws Exception {
        open(robot, Map.of("goal.noProgressRounds", "100"), List.of(),
                Scripts.slow("Still working on it.", 50)) // about a second a round: one is caught running
                .newSession(robot);
        send(robot, "/goal tidy the notes");
        waitUntil(() -> goal() != null && goal().roundRunning());
        robot.clickOn("#goal-pause");
        waitUntil(() -> goal().goal().phase() == GoalPhase.PAUSED && !goal().roundRunning());

        robot.interact(() -> {
            int rounds = goal().roundsStarted();
            List<Labeled> saying = robot.lookup("#goal-panel .label").queryAllAs(Labeled.class).stream()
                    .filter(label -> label.isVisible() && label.getParent().isVisible()
                            && label.getText().contains(" of 256"))
                    .toList();
            assertEquals(List.of("round " + rounds + " of 256"), saying.stream().map(Labeled::getText).toList(),
                    "the rounds are said once");
            Bounds badge = scene(robot.lookup("#goal-badge").query());
            Bounds count = scene(saying.get(0));
            assertEquals(badge.getCenterY(), count.getCenterY(), 2, "beside the phase badge");
            ProgressBar bar = robot.lookup("#goal-progress").queryAs(ProgressBar.class);
            assertEquals(rounds / 256.0, bar.getProgress(), 1e-9, "the bar measures the rounds used");
            assertEquals(rounds + " of 256 rounds used", bar.getTooltip().getText());
        });
    }

    private GoalView goal() {
        return fixture.workbench.goal().view().get();
    }

    private static Bounds scene(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }
}
