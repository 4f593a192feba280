package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.Answers.passingCheck;
import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.slow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The goal panel in the real window over the real stack (SQLite log, goal plugin, scripted model):
 * create with /goal and with the panel; Pause, Resume, Edit, Extend and Clear change the phase and
 * the round driver obeys (counted in model requests); a reopened session asks "Resume goal?".
 */
class GoalPanelWindowTest extends AppWindowTest {
    /** A goal round's answer: about a second of streamed text, so a round can be caught running. */
    private static final ScriptedResponse SLOW_ROUND = slow("Still working on it.", 50);
    private static final Map<String, String> PATIENT = Map.of("goal.noProgressRounds", "100");
    @Test
    void slashGoalCreatesAGoalThatRunsRoundsNumberedAgainstItsCap(FxRobot robot) throws Exception {
        AppWindowFixture f = open(robot, PATIENT, List.of(), SLOW_ROUND);
        f.newSession(robot);
        send(robot, "/goal tidy the notes");

        waitUntil(() -> phase() == GoalPhase.ACTIVE && goal().armed());
        assertEquals("tidy the notes", label(robot, "#goal-objective"));
        waitUntil(() -> hasRound(1, 256));
        waitUntil(() -> goal().roundRunning());
        assertEquals("Active", label(robot, "#goal-badge"));
        waitUntil(() -> label(robot, "#goal-rounds").equals("round 1 of 256 running"));
        robot.interact(() -> { // the bar's tooltip says what it measures; no line under it repeats the rounds
            assertEquals("1 of 256 rounds used", robot.lookup("#goal-progress").queryAs(ProgressBar.class)
                    .getTooltip().getText());
            assertFalse(robot.lookup("#goal-progress-label").query().isVisible());
        });
        AppWindowFixture.snapshot(robot.lookup("#goal-panel").query(), "goal-active");
        robot.clickOn("#goal-pause");
        waitUntil(() -> phase() == GoalPhase.PAUSED);
    }

    @Test
    void theGoalsDetailsAreMadeWhenTheSessionFirstHasAGoalAndShowItsTone(FxRobot robot) throws Exception {
        AppWindowFixture f = open(robot, PATIENT, List.of(), SLOW_ROUND);
        f.newSession(robot);
        assertTrue(robot.lookup("#goal-details").tryQuery().isEmpty(), "no goal yet: its details are not made");
        assertTrue(robot.lookup("#goal-panel-empty").query().isVisible());

        send(robot, "/goal tidy the notes");
        waitUntil(() -> phase() == GoalPhase.ACTIVE && goal().armed());
        waitUntil(() -> robot.lookup("#goal-details").tryQuery().map(Node::isVisible).orElse(false));
        assertEquals("tidy the notes", label(robot, "#goal-objective"));
        robot.interact(() -> assertEquals(List.of("tone-running"), robot.lookup("#goal-badge").query()
                .getStyleClass().stream().filter(c -> c.startsWith("tone-")).toList()));
        assertFalse(robot.lookup("#goal-panel-empty").query().isVisible());
        robot.clickOn("#goal-pause");
        waitUntil(() -> phase() == GoalPhase.PAUSED);
        assertEquals("Paused", label(robot, "#goal-badge"));
    }

    @Test
    void pauseResumeEditAndClearFromThePanelAndTheDriverObeys(FxRobot robot) throws Exception {
        AppWindowFixture f = open(robot, PATIENT, List.of(), SLOW_ROUND);
        f.newSession(robot);
        robot.clickOn("#goal-new-objective").write("write the release notes");
        robot.clickOn("#goal-create");
        waitUntil(() -> goal() != null && goal().roundRunning());
        assertEquals("write the release notes", label(robot, "#goal-objective"));

        robot.clickOn("#goal-pause");
        waitUntil(() -> phase() == GoalPhase.PAUSED && !goal().roundRunning());
        assertEquals("Paused", label(robot, "#goal-badge"));
        assertTrue(button(robot, "#goal-pause").isDisabled());
        assertFalse(button(robot, "#goal-resume").isDisabled());
        AppWindowFixture.snapshot(robot.lookup("#goal-panel").query(), "goal-paused");
        f.assertNoRequestsOnceQuiet();

        int beforeResume = f.requests();
        robot.clickOn("#goal-resume");
        waitUntil(() -> phase() == GoalPhase.ACTIVE && goal().armed());
        waitUntil(() -> f.requests() > beforeResume);

        robot.clickOn("#goal-edit");
        robot.interact(() -> robot.lookup("#goal-edit-objective").queryTextInputControl().setText(
                "write the release notes and the changelog"));
        robot.clickOn("#goal-edit-ok");
        waitUntil(() -> goal().goal().objective().equals("write the release notes and the changelog"));
        assertEquals(GoalPhase.ACTIVE, phase(), "an edit keeps the phase");

        robot.clickOn("#goal-clear");
        assertTrue(robot.lookup("#goal-clear-confirm").query().isVisible(), "Clear asks first");
        robot.clickOn("#goal-clear-keep");
        assertFalse(robot.lookup("#goal-clear-confirm").query().isVisible());
        assertEquals(GoalPhase.ACTIVE, phase(), "Keep keeps the goal");
        robot.clickOn("#goal-clear");
        robot.clickOn("#goal-clear-yes");
        waitUntil(() -> goal() != null && goal().goal() == null);
        waitUntil(() -> fixture.workbench.sessions().rows().get(0).badge().isEmpty()); // no stale "goal active"
        assertTrue(robot.lookup("#goal-create-row").query().isVisible());
        f.assertNoRequestsOnceQuiet();
    }

    @Test
    void extendBudgetResumesAGoalStoppedAtItsRoundCap(FxRobot robot) throws Exception {
        AppWindowFixture f = open(robot, Map.of("goal.maxRounds", "2", "goal.noProgressRounds", "100"), List.of(),
                ScriptedResponse.text("Working."));
        f.newSession(robot);
        send(robot, "/goal count the files");
        waitUntil(() -> phase() == GoalPhase.BLOCKED);
        assertEquals("round-limit", goal().goal().blockedReason().code());
        assertTrue(button(robot, "#goal-resume").isDisabled(), "at its cap a goal is extended, not resumed");
        assertEquals("round 2 of 2", label(robot, "#goal-rounds"));
        assertEquals(1.0, robot.lookup("#goal-progress").queryAs(ProgressBar.class)
                .getProgress(), "the bar is full at the cap");
        waitUntil(() -> notice() != null);
        assertEquals(EndNotice.Kind.BUDGET_LIMITED, notice().kind());
        AppWindowFixture.snapshot(robot.lookup("#goal-panel").query(), "goal-blocked");

        robot.clickOn("#goal-extend");
        robot.interact(() -> robot.lookup("#goal-extend-rounds").queryTextInputControl().setText("1"));
        robot.clickOn("#goal-extend-ok");

        waitUntil(() -> hasRound(3, 3));
        waitUntil(() -> phase() == GoalPhase.BLOCKED && goal().roundsStarted() == 3);
        assertEquals(3, goal().goal().maxGoalRounds());
    }

    @Test
    void aVerifiedCompletionShowsWhatCertifiedItAndNotifies(FxRobot robot) throws Exception {
        AppWindowFixture f = open(robot, Map.of(), List.of(runCheck(),
                ScriptedResponse.text("The check passes. <promise>DONE</promise>"), ScriptedResponse.text("Done.")),
                ScriptedResponse.text("Done."));
        passingCheck(f.workspace);
        f.newSession(robot);
        robot.clickOn("#goal-new-objective").write("make the check pass");
        robot.clickOn("#goal-create");

        waitUntil(() -> phase() == GoalPhase.COMPLETE);
        waitUntil(() -> String.valueOf(robot.lookup("#goal-certified").query().getUserData())
                .startsWith("Certified by "));
        assertTrue(robot.lookup("#goal-certified").query().getStyleClass().contains("evidence-passed"));
        String shown = texts(robot.lookup("#goal-certified").query());
        assertTrue(shown.startsWith("Certified by ") && !shown.contains("`"), "rendered as Markdown: " + shown);
        assertEquals("Complete", label(robot, "#goal-badge"));
        waitUntil(() -> notice() != null);
        assertEquals(Message.of("notice.goal.complete"), notice().title());
        assertTrue(robot.lookup("#goal-create-row").query().isVisible(), "a finished goal makes room for a new one");
        AppWindowFixture.snapshot(robot.lookup("#goal-panel").query(), "goal-complete");
    }

    @Test
    void aClosedSessionReopensWithTheSameTranscriptAndTheGoalDisarmedAskingToResume(FxRobot robot) throws Exception {
        AppWindowFixture f = open(robot, PATIENT, List.of(), SLOW_ROUND);
        SessionId id = f.newSession(robot);
        send(robot, "/goal polish the README");
        waitUntil(() -> goal() != null && goal().roundRunning());

        robot.clickOn("#session-close");
        waitUntil(() -> fixture.workbench.current().get() == null);
        waitUntil(10, () -> f.services.harness().find(id).isEmpty());
        f.assertNoRequestsOnceQuiet();
        assertEquals(GoalPhase.ACTIVE, f.services.goal().view(id).goal().phase());

        robot.clickOn("New session");
        waitUntil(() -> id.equals(fixture.workbench.current().get()) && goal() != null && !rows().isEmpty());
        TranscriptViewModel replayed = new TranscriptViewModel(f.services.harness().transcripts(), run -> false);
        replayed.replay(f.services.store().open(id).events());
        assertEquals(replayed.rows(), new ArrayList<>(WaitForAsyncUtils.asyncFx(this::rows).get()));
        assertTrue(hasRound(1, 256));
        assertEquals("Active", label(robot, "#goal-badge"));
        assertEquals("Disarmed: no round runs until Resume", label(robot, "#goal-activation"));
        assertTrue(robot.lookup("#goal-resume-prompt").query().isVisible());
        robot.interact(() -> assertEquals(List.of("goal-resume-prompt", "goal-panel-empty", "goal-create-row",
                "goal-details", "goal-error", "goal-round-changes"), robot.lookup("#goal-panel").queryAs(VBox.class).getChildren().stream()
                .map(Node::getId).filter(i -> i != null && i.startsWith("goal-")).toList(),
                "the prompt on top, the details above the error, whichever was shown first"));
        AppWindowFixture.snapshot(robot.lookup("#goal-panel").query(), "goal-resume-prompt");
        f.assertNoRequestsOnceQuiet();

        int before = f.requests();
        robot.clickOn("#goal-prompt-resume");
        waitUntil(() -> goal().armed() && !robot.lookup("#goal-resume-prompt").query().isVisible());
        waitUntil(() -> f.requests() > before);
        robot.clickOn("#goal-pause");
        waitUntil(() -> phase() == GoalPhase.PAUSED);
    }

    private GoalView goal() {
        return fixture.workbench.goal().view().get();
    }

    private GoalPhase phase() {
        GoalView view = goal();
        return view == null || view.goal() == null ? null : view.goal().phase();
    }

    private EndNotice notice() {
        return fixture.workbench.notice().get();
    }

    private List<TranscriptRow> rows() {
        return fixture.workbench.transcript().rows();
    }

    /** A separator of goal round {@code round} reading {@code round / cap} is in the transcript. */
    private boolean hasRound(int round, int cap) {
        return rows().stream().anyMatch(row -> row instanceof TranscriptRow.GoalRoundRow separator
                && separator.round() == round && Integer.valueOf(cap).equals(separator.cap()));
    }

    private static String label(FxRobot robot, String id) {
        Node node = robot.lookup(id).query();
        return ((Label) node).getText();
    }

    private static Button button(FxRobot robot, String id) {
        return robot.lookup(id).queryButton();
    }

    /** The words of every text node under {@code node}, in order. */
    private static String texts(javafx.scene.Node node) {
        if (node instanceof javafx.scene.text.Text text) {
            return text.getText();
        }
        if (node instanceof javafx.scene.Parent parent) {
            return parent.getChildrenUnmodifiable().stream().map(GoalPanelWindowTest::texts)
                    .collect(java.util.stream.Collectors.joining());
        }
        return "";
    }
}
