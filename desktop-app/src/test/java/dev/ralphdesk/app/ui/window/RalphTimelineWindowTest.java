package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.Answers.passingCheck;
import static dev.ralphdesk.app.ui.Answers.report;
import static dev.ralphdesk.app.ui.Answers.stalled;
import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.IconAssertions;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.app.ui.ralph.TimelineRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.ListView;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The Ralph timeline in the real window over the real stack: a run started with /ralph shows its
 * rounds while it runs, links from its transcript card, opens a round's child session read-only,
 * and can be cancelled.
 */
class RalphTimelineWindowTest extends AppWindowTest {
    @Test
    void aRunShowsRowsWhileItRunsThenItsOutcomeAndTheChildTranscript(FxRobot robot) throws Exception {
        compose(Map.of(), List.of(
                stalled(report("continue", "listed the files", List.of("ls shows 3 files"),
                        List.of("count the lines")), 2500),
                ScriptedResponse.text("Round one reported."),
                runCheck(), report("complete", "counted the lines", List.of("`sh check.sh` exited 0"), List.of()),
                ScriptedResponse.text("Round two reported.")), null);
        passingCheck(fixture.workspace);
        show(robot);
        fixture.newSession(robot);
        send(robot, "/ralph count the lines of every file");

        waitUntil(() -> rows().size() == 2 && rows().get(1) instanceof TimelineRow.RoundRow round && round.running());
        assertTrue(robot.lookup(".round-spinner").tryQuery().isPresent(), "the running round spins");
        assertFalse(robot.lookup("#ralph-cancel").queryButton().isDisabled() && selectedRun().isPresent());
        waitUntil(() -> transcript().stream().anyMatch(r -> r instanceof TranscriptRow.RalphCardRow));
        AppWindowFixture.snapshot(robot.lookup("#ralph-timeline").query(), "timeline-mid-run");
        AppWindowFixture.snapshot(stage.getScene().getRoot(), "window-mid-run");

        waitUntil(() -> rows().size() == 3 && rows().get(0) instanceof TimelineRow.RunRow run
                && run.run().state().finished());
        TimelineRow.RunRow run = (TimelineRow.RunRow) rowsNow().get(0);
        assertEquals("complete", run.chipId());
        String outcome = Texts.of("en").format(run.outcome());
        assertTrue(outcome.startsWith("complete · certified by"), outcome);
        waitUntil(() -> fixture.workbench.notice().get() != null);
        assertEquals(EndNotice.Kind.COMPLETE, fixture.workbench.notice().get().kind());
        waitUntil(() -> transcript().contains(new TranscriptRow.RalphCardRow(run.runId(),
                "count the lines of every file", "complete", 2, 256)));
        AppWindowFixture.snapshot(robot.lookup("#ralph-timeline").query(), "timeline-finished");

        // the card's link, fired on the FX thread (a pointer click can land on a notification popup)
        robot.interact(() -> robot.lookup(".ralph-card .hyperlink").queryAs(Hyperlink.class).fire());
        waitUntil(() -> run.runId().equals(fixture.workbench.timeline().selected().get()));

        Node secondRound = robot.lookup("Round 2 / 256").query();
        robot.doubleClickOn(secondRound, MouseButton.PRIMARY);
        waitUntil(() -> robot.lookup("#child-transcript").tryQuery().isPresent());
        ListView<?> child = robot.lookup("#child-transcript #transcript").queryListView();
        waitUntil(() -> child.getItems().stream().anyMatch(r -> r instanceof TranscriptRow.ToolCard card
                && card.name().equals("submit_report")));
        AppWindowFixture.snapshot(child.getScene().getRoot(), "child-transcript");
        IconAssertions.awaitAppIcons(child.getScene().getWindow());
        robot.interact(() -> ((Stage) child.getScene().getWindow()).close());
    }

    @Test
    void cancelActsOnTheRunningRunWithoutSelectingItAndTheRoundReadsCancelled(FxRobot robot) throws Exception {
        open(robot, Map.of(), List.of(shell("sleep 30")), null);
        fixture.newSession(robot);
        send(robot, "/ralph wait for the build");
        waitUntil(() -> rows().size() == 2);

        waitUntil(() -> !robot.lookup("#ralph-cancel").queryButton().isDisabled());
        assertTrue(selectedRun().isEmpty(), "no header row was clicked");
        assertTrue(robot.lookup("#ralph-resume").queryButton().isDisabled());
        robot.clickOn("#ralph-cancel");

        waitUntil(() -> rows().get(0) instanceof TimelineRow.RunRow run && run.chipId().equals("cancelled"));
        assertTrue(robot.lookup("#ralph-cancel").queryButton().isDisabled());
        List<TimelineRow> rows = rowsNow();
        assertFalse(((TimelineRow.RoundRow) rows.get(1)).running(), "the round stopped with its run");
        assertEquals("cancelled", rows.get(1).chipId(), "a cancelled round is grey, not a red failure");
        assertTrue(fixture.services.ralph().activeIn(fixture.workbench.current().get()).isEmpty());
        assertEquals(null, fixture.workbench.notice().get(), "a cancel the person asked for is not notified");
    }

    /** The timeline's live rows: read them on the FX thread only (in a {@code waitUntil} condition). */
    private List<TimelineRow> rows() {
        return fixture.workbench.timeline().rows();
    }

    /**
     * A copy of the timeline's rows made on the FX thread, for the test's thread: the FX thread replaces
     * them ({@code setAll}: cleared, then filled), and a read from another thread could see a half-made list.
     */
    private List<TimelineRow> rowsNow() throws Exception {
        return AppWindowFixture.onFx(() -> List.copyOf(rows()));
    }

    private List<TranscriptRow> transcript() {
        return fixture.workbench.transcript().rows();
    }

    private Optional<String> selectedRun() {
        return Optional.ofNullable(fixture.workbench.timeline().selected().get());
    }
}
