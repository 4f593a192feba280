package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.session.SessionId;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The layout over the real stack: a capped, centred transcript and wider side panels at 1900 px;
 * the session title renamed in the header; Enter and Shift+Enter in the composer, both ways.
 */
class LayoutTest extends AppWindowTest {
    @Test
    void atAWideWindowTheTranscriptIsCappedAndCentredAndTheSidePanelsGrow(FxRobot robot) throws Exception {
        open(robot);
        robot.interact(() -> {
            stage.setWidth(1900);
            stage.setHeight(1000);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1900, stage.getScene().getWidth());
        Bounds transcript = scene(robot.lookup("#transcript").query());
        Bounds centre = scene(robot.lookup("#centre").query());
        assertTrue(transcript.getWidth() <= 860, "transcript width " + transcript.getWidth());
        assertEquals(centre.getMinX() + centre.getWidth() / 2, transcript.getMinX() + transcript.getWidth() / 2, 2,
                "the transcript is centred in " + centre);
        assertTrue(scene(robot.lookup("#goal-panel").query()).getWidth() >= 400, "the goal panel grows");
        assertTrue(scene(robot.lookup("#session-list").query()).getWidth() >= 300, "the session list grows");
    }

    @Test
    void theTitleIsRenamedInTheHeader(FxRobot robot) throws Exception {
        SessionId id = open(robot);
        robot.clickOn("#header-title");
        robot.interact(() -> robot.lookup("#header-title-editor").queryTextInputControl().setText("Greeting fix"));
        robot.clickOn("#header-title-editor").type(KeyCode.ENTER);
        waitUntil(() -> fixture.workbench.sessions().rows().stream()
                .anyMatch(row -> row.id().equals(id) && row.title().equals("Greeting fix")));
        waitUntil(() -> "Greeting fix".equals(robot.lookup("#header-title").queryLabeled().getText()));

        robot.clickOn("#header-title");
        robot.interact(() -> robot.lookup("#header-title-editor").queryTextInputControl().setText("Dropped"));
        robot.clickOn("#header-title-editor").type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Greeting fix", robot.lookup("#header-title").queryLabeled().getText());
        assertTrue(robot.lookup("#header-title").query().isVisible(), "Esc leaves the editor");
    }

    @Test
    void shiftEnterBreaksTheLineAndWithEnterSendsOffEnterDoesToo(FxRobot robot) throws Exception {
        open(robot);
        TextArea input = robot.lookup("#composer-input").queryAs(TextArea.class);
        robot.clickOn(input).write("one").press(KeyCode.SHIFT, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.SHIFT)
                .write("two");
        assertEquals("one\ntwo", input.getText());

        CheckMenuItem enterSends = (CheckMenuItem) robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().get(1)
                .getItems().stream().filter(item -> "menu-enter-sends".equals(item.getId())).findFirst().orElseThrow();
        robot.interact(() -> enterSends.setSelected(false));
        robot.clickOn(input).type(KeyCode.ENTER).write("three");
        assertEquals("one\ntwo\nthree", input.getText());
        assertEquals(0, fixture.requests(), "nothing was sent");

        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        waitUntil(() -> fixture.requests() == 1 && input.getText().isEmpty());
    }

    private SessionId open(FxRobot robot) throws Exception {
        return open(robot, Map.of(), List.of(), ScriptedResponse.text("ok")).newSession(robot);
    }

    private static Bounds scene(Node node) {
        return node.localToScene(node.getBoundsInLocal());
    }
}
