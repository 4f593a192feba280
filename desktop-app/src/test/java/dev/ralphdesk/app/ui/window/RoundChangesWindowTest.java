package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.GitCli.git;
import static dev.ralphdesk.app.ui.Answers.report;
import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.goal.GoalRoundsViewModel;
import dev.ralphdesk.app.ui.ralph.TimelineRow;
import dev.ralphdesk.core.git.CheckpointRecorded;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.session.SessionId;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Issue 16 item 3 in the real window over the real stack (SQLite log, scripted model, real git in the
 * workspace): each Ralph round's row says "N files changed, +a −b" as {@code git diff --numstat}
 * between its checkpoint and the next counts it; the goal's rounds get the same figures and a
 * "Changes…" entry whose diff window restores the workspace to before the round, after asking.
 */
class RoundChangesWindowTest extends AppWindowTest {
    @Test
    void eachRalphRoundShowsItsFiguresInlineAsGitCountsThem(FxRobot robot) throws Exception {
        compose(Map.of(), List.of(
                write("notes.txt", "a\nb\nc\n"), write("README", "hello\nworld\n"),
                report("continue", "wrote the notes", List.of("notes.txt has 3 lines"), List.of("drop b")),
                ScriptedResponse.text("Round one reported."),
                write("notes.txt", "a\nc\n"), runCheck(),
                report("complete", "dropped b", List.of("`sh check.sh` exited 0"), List.of()),
                ScriptedResponse.text("Round two reported.")), null);
        repository(fixture.workspace);
        show(robot);
        SessionId chat = fixture.newSession(robot);
        send(robot, "/ralph write the notes");

        waitUntil(30, () -> rounds().size() == 2 && rounds().stream().allMatch(TimelineRow.RoundRow::checkpointed)
                && fixture.workbench.timeline().rows().get(0) instanceof TimelineRow.RunRow run
                && run.run().state().finished());
        List<CheckpointRecorded> checkpoints = fixture.services.store().open(chat).events().stream()
                .map(e -> e.event()).filter(CheckpointRecorded.class::isInstance).map(CheckpointRecorded.class::cast)
                .toList();
        assertEquals(2, checkpoints.size(), checkpoints.toString());
        String first = numstat(fixture.workspace, checkpoints.get(0).commit(), checkpoints.get(1).commit());
        assertEquals("2 files changed, +4 \u22120", first, "what git diff --numstat counts for round 1");
        List<String> shown = robot.lookup("#ralph-rows .round-figures").queryAllAs(Label.class).stream()
                .map(Label::getText).toList();
        assertEquals(List.of(first, "1 file changed, +0 \u22121"), shown);
        assertTrue(robot.lookup("#ralph-rows .round-changes").queryAll().size() == 2, "each round offers Changes…");
        AppWindowFixture.snapshot(robot.lookup("#ralph-timeline").query(), "timeline-round-figures");
    }

    @Test
    void aGoalRoundOpensItsChangesAndRestoresTheWorkspaceAfterAsking(FxRobot robot) throws Exception {
        compose(Map.of(), List.of(
                write("done.txt", "yes\n"), runCheck(), ScriptedResponse.text("Verified. <promise>DONE</promise>")),
                ScriptedResponse.text("The goal is complete."));
        repository(fixture.workspace);
        show(robot);
        fixture.newSession(robot);
        send(robot, "/goal write done.txt");

        waitUntil(30, () -> goalRounds().size() == 1 && goalRounds().get(0).changes() != null
                && fixture.workbench.goal().view().get().goal().phase().name().equals("COMPLETE"));
        GoalRoundsViewModel.Row round = AppWindowFixture.onFx(() -> goalRounds().get(0));
        assertTrue(round.changes().checkpointed(), round.toString());
        assertEquals("Round 1", robot.lookup("#goal-round-changes-list .round-title").queryAs(Label.class).getText());
        assertEquals("1 file changed, +1 \u22120", robot.lookup("#goal-round-changes .round-figures")
                .queryAs(Label.class).getText());
        AppWindowFixture.snapshot(robot.lookup("#goal-panel").query(), "goal-round-changes");

        robot.interact(() -> robot.lookup("#goal-round-changes .round-changes").queryAs(Hyperlink.class).fire());
        waitUntil(() -> robot.lookup("#changes-summary").tryQuery().isPresent()
                && "1 file changed, +1 \u22120".equals(robot.lookup("#changes-summary").queryAs(Label.class)
                        .getText()));
        assertTrue(robot.lookup("#changes-diff").queryAs(TextArea.class).getText().contains("+yes"));
        assertFalse(robot.lookup("#changes-restore-confirm").query().isVisible(), "nothing asked before Restore is pressed");

        robot.clickOn("#changes-restore");
        waitUntil(() -> robot.lookup("#changes-restore-confirm").query().isVisible());
        assertTrue(Files.exists(fixture.workspace.resolve("done.txt")), "asking restores nothing");
        AppWindowFixture.snapshot(robot.lookup("#changes-restore-confirm").query().getScene().getRoot(), "changes-confirm");
        robot.clickOn("#changes-restore-yes");
        waitUntil(() -> robot.lookup("#changes-told").queryAs(Label.class).getText().startsWith("Restored 1 file"));
        assertFalse(Files.exists(fixture.workspace.resolve("done.txt")), "the workspace is back to before round 1");
        assertFalse(robot.lookup("#changes-restore-confirm").query().isVisible());
    }

    private List<TimelineRow.RoundRow> rounds() {
        return fixture.workbench.timeline().rows().stream().filter(TimelineRow.RoundRow.class::isInstance)
                .map(TimelineRow.RoundRow.class::cast).toList();
    }

    private List<GoalRoundsViewModel.Row> goalRounds() {
        return fixture.workbench.goalRounds().rows();
    }

    /** A repository with README and a passing check.sh committed. */
    private static void repository(Path workspace) throws Exception {
        Files.writeString(workspace.resolve("README"), "hello\n");
        Files.writeString(workspace.resolve("check.sh"), "echo check: PASS\n");
        git(workspace, "init", "-q", "-b", "main");
        git(workspace, "add", "-A");
        git(workspace, "commit", "-q", "-m", "start");
    }

    /** {@code git diff --numstat FROM TO} in the words of the timeline: "N files changed, +a −b". */
    private static String numstat(Path workspace, String from, String to) throws Exception {
        int files = 0;
        int added = 0;
        int removed = 0;
        for (String line : git(workspace, "diff", "--numstat", from, to).lines().toList()) {
            String[] parts = line.split("\t");
            files++;
            added += Integer.parseInt(parts[0]);
            removed += Integer.parseInt(parts[1]);
        }
        return files + (files == 1 ? " file" : " files") + " changed, +" + added + " \u2212" + removed;
    }

}
