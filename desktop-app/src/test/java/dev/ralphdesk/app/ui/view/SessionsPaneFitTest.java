package dev.ralphdesk.app.ui.view;

import static dev.ralphdesk.app.ui.FitAssertions.assertHintFits;
import static dev.ralphdesk.app.ui.FitAssertions.assertShownWhole;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.bridge.FxUiExecutor;
import dev.ralphdesk.app.ui.bridge.PulseFrameClock;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.goal.GoalPlugin;
import dev.ralphdesk.ralph.RalphPlugin;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * At its narrowest (what a 1024 px or an 800 px window gives it) the sessions pane still shows its
 * heading whole beside its buttons, and the search box's hint is not cut — in English and in Chinese.
 */
@ExtendWith(ApplicationExtension.class)
class SessionsPaneFitTest {
    private final GoalPlugin goal = new GoalPlugin(new BashCommandRunner());
    private final RalphPlugin ralph = new RalphPlugin(new BashCommandRunner());
    private final TestHarness harness = new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of())),
            HarnessOptions.defaults(), List.of(goal, ralph));
    private WorkbenchViewModel workbench;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        workbench = new WorkbenchViewModel(harness.harness, goal.service(), ralph.service(),
                new FxUiExecutor(harness.harness.executor()), new PulseFrameClock(), "scripted · test");
    }

    @AfterEach
    void close() {
        workbench.close();
        harness.close();
    }

    @Test
    void inEnglishTheHeadingAndTheSearchHintFitTheNarrowestPane(FxRobot robot) {
        assertFitsAtMinimum(robot, "en");
    }

    @Test
    void inChineseTheHeadingAndTheSearchHintFitTheNarrowestPane(FxRobot robot) {
        assertFitsAtMinimum(robot, "zh");
    }

    private void assertFitsAtMinimum(FxRobot robot, String language) {
        robot.interact(() -> {
            Region pane = new SessionListView(workbench, Texts.of(language)).node();
            pane.setPrefWidth(SessionListView.MIN_WIDTH);
            pane.setMaxWidth(SessionListView.MIN_WIDTH);
            Scene scene = new Scene(new HBox(pane), 600, 500);
            Theme.LIGHT.applyTo(scene);
            stage.setScene(scene);
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            Region pane = robot.lookup(".sessions-pane").queryAs(Region.class);
            assertEquals(SessionListView.MIN_WIDTH, pane.getWidth(), "the pane at its narrowest");
            assertShownWhole(robot.lookup("#sessions-heading").queryAs(Label.class), pane);
            assertHintFits(robot.lookup("#session-search").queryAs(TextField.class));
        });
    }
}
