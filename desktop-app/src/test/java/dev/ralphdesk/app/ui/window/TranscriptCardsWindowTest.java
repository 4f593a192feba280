package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.testing.Scripts;
import java.util.Comparator;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.MenuButton;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The cards of the transcript — command, shell tool, Ralph and approval cards — keep to the message
 * column (as wide as a long message) at 1024 and at 1920 px; the approval card's three buttons are one
 * row of equal height, and the keys still reach each of them.
 */
class TranscriptCardsWindowTest extends WindowTest<WindowFixture> {
    private static final String LONG = "Please read every file of this workspace, then tell me what each one is for "
            + "and which of them the tests use, in a few sentences per file.";
    private double[] size;

    @AfterEach
    void giveTheStageItsSizeBack(FxRobot robot) {
        if (size != null) { // the stage is shared: the next test gets it as big as it was, not 1920 px wide
            robot.interact(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
            });
        }
    }

    @Test
    void commandToolAndApprovalCardsKeepToTheMessageColumnAndItsButtonsAreOneRow(FxRobot robot) throws Exception {
        start(robot, true, List.of(Scripts.text("ok"), Scripts.call("shell", "command", "echo hi > said.txt"),
                Scripts.text("Done.")));
        send(robot, LONG);
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && a.complete()));
        robot.interact(() -> { // bare "/goal" typed would open the command completion instead
            fixture.workbench.composer().text().set("/goal");
            fixture.workbench.composer().send();
        });
        waitUntil(() -> robot.lookup(".command-row").tryQuery().isPresent());
        send(robot, "run it");
        waitUntil(() -> robot.lookup("#approval-once").tryQuery().map(Node::isFocused).orElse(false)
                && robot.lookup(".tool-card").tryQuery().isPresent());

        robot.interact(() -> {
            List<Control> buttons = List.of(robot.lookup("#approval-once").queryAs(Control.class),
                    robot.lookup("#approval-allow-for").queryAs(Control.class),
                    robot.lookup("#approval-deny").queryAs(Control.class));
            Control once = buttons.get(0);
            assertEquals(once.prefHeight(-1), once.getHeight(), 0.5, "no button is taller than a plain one");
            for (Control button : buttons) {
                Bounds at = scene(button);
                assertEquals(scene(once).getMinY(), at.getMinY(), 0.5, button.getId() + " is on the first one's row");
                assertEquals(once.getHeight(), button.getHeight(), 0.5, button.getId() + " is as tall as Allow once");
            }
        });
        for (double[] size : new double[][] {{1024, 700}, {1920, 1080}}) {
            resize(robot, size);
            robot.interact(() -> {
                Bounds column = column(robot);
                for (String card : List.of(".command-row", ".tool-card", ".approval-card")) {
                    assertWithin(column, robot.lookup(card).query(), card + " at " + size[0] + " px");
                }
            });
        }

        robot.press(KeyCode.TAB).release(KeyCode.TAB);
        waitUntil(() -> robot.lookup("#approval-allow-for").query().isFocused());
        robot.press(KeyCode.SPACE).release(KeyCode.SPACE);
        waitUntil(() -> robot.lookup("#approval-allow-for").queryAs(MenuButton.class).isShowing());
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        waitUntil(() -> !robot.lookup("#approval-allow-for").queryAs(MenuButton.class).isShowing());
        robot.press(KeyCode.TAB).release(KeyCode.TAB);
        waitUntil(() -> robot.lookup("#approval-deny").query().isFocused());
        robot.press(KeyCode.SPACE).release(KeyCode.SPACE);
        waitUntil(() -> robot.lookup("#approval-deny").tryQuery().isEmpty());
    }

    @Test
    void aRalphCardKeepsToTheMessageColumn(FxRobot robot) throws Exception {
        start(robot, false, List.of(Scripts.text("ok"), Scripts.slow("x".repeat(400), 15)));
        send(robot, LONG);
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && a.complete()));
        send(robot, "/ralph write the notes");
        waitUntil(() -> robot.lookup(".ralph-card").tryQuery().isPresent());

        for (double[] size : new double[][] {{1024, 700}, {1920, 1080}}) {
            resize(robot, size);
            robot.interact(() -> assertWithin(column(robot), robot.lookup(".ralph-card").query(),
                    "the Ralph card at " + size[0] + " px"));
        }
        robot.clickOn("#ralph-cancel");
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.RalphCardRow card
                && !card.state().equals("running")));
    }

    private void start(FxRobot robot, boolean ask, List<ScriptedResponse> script) throws Exception {
        fixture = new WindowFixture(dir, script, ask);
        robot.interact(() -> fixture.start(stage));
        fixture.newSession(robot);
    }

    private void resize(FxRobot robot, double[] size) {
        robot.interact(() -> {
            if (this.size == null) {
                this.size = new double[] {stage.getWidth(), stage.getHeight()};
            }
            stage.setWidth(size[0]);
            stage.setHeight(size[1]);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.getScene().getRoot().layout());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The message column: the bubble of the long message, which wraps at the column's width. */
    private static Bounds column(FxRobot robot) {
        Bounds bubble = robot.lookup(".row-user").queryAll().stream().map(TranscriptCardsWindowTest::scene)
                .max(Comparator.comparingDouble(Bounds::getWidth)).orElseThrow();
        Bounds transcript = scene(robot.lookup("#transcript").query());
        assertTrue(bubble.getWidth() > transcript.getWidth() - 60,
                "the long message spans the column: " + bubble + " in " + transcript);
        return bubble;
    }

    private static void assertWithin(Bounds column, Node card, String what) {
        Bounds at = scene(card);
        assertTrue(at.getMinX() >= column.getMinX() - 0.5 && at.getMaxX() <= column.getMaxX() + 0.5,
                what + " from " + at.getMinX() + " to " + at.getMaxX() + " lies within the column from "
                        + column.getMinX() + " to " + column.getMaxX());
    }

    private static Bounds scene(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }

    private List<TranscriptRow> rows() {
        return fixture.workbench.transcript().rows();
    }
}
