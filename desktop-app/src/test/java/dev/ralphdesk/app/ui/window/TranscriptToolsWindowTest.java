package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TitledPane;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.text.Text;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A transcript a person can work with, in the real window: a working indicator while the model is
 * silent, reasoning open while it streams, GFM tables, strikethrough and links, highlighted code
 * blocks, Copy on messages and code blocks, and a message's words selectable.
 */
class TranscriptToolsWindowTest extends WindowTest<WindowFixture> {
    static final String CODE = "int answer = 42; // the answer";
    static final String REPLY = "Here it is:\n\n```java\n" + CODE + "\n```\n\n| name | count |\n|---|---|\n| Ada | 3 |\n\n"
            + "~~old~~ see https://example.com";

    @BeforeEach
    void showWindow(FxRobot robot) {
        fixture = new WindowFixture(dir, List.of(
                new ScriptedResponse(REPLY, null, List.of(), null, null, 1500, null, null, null, null),
                new ScriptedResponse("Thought it over.", "Let me weigh the options carefully, one by one, slowly.",
                        List.of(), 1, 40, null, null, null, null, null)));
        robot.interact(() -> fixture.start(stage));
    }

    @Test
    void aWorkingIndicatorShowsUntilTheFirstWordsThenTheReplyRendersGfmAndCopies(FxRobot robot) throws Exception {
        fixture.newSession(robot);
        send(robot, "show me");
        waitUntil(() -> robot.lookup("#transcript-working").tryQuery().isPresent());
        assertTrue(AppWindowFixture.onFx(() -> rows().stream().noneMatch(TranscriptRow.AssistantRow.class::isInstance)),
                "the model is silent");

        waitUntil(() -> robot.lookup(".md-table").tryQuery().isPresent());
        assertFalse(robot.lookup("#transcript-working").tryQuery().isPresent(), "gone with the first words");
        GridPane table = robot.lookup(".md-table").queryAs(GridPane.class);
        assertEquals(4, table.getChildren().size(), "two columns, a head row and a body row");
        assertTrue(robot.lookup(".md-strike").tryQuery().isPresent(), "strikethrough");
        Text link = robot.lookup(".md-link").queryAs(Text.class);
        assertEquals("https://example.com", link.getText());
        assertTrue(link.getOnMouseClicked() != null, "a link opens when clicked");
        assertTrue(robot.lookup(".hl-keyword").queryAllAs(Text.class).stream().anyMatch(t -> t.getText().equals("int")));
        assertTrue(robot.lookup(".hl-comment").queryAllAs(Text.class).stream()
                .anyMatch(t -> t.getText().equals("// the answer")));
        fixture.snapshot("transcript-gfm");

        robot.clickOn("#code-copy");
        assertEquals(CODE, clipboard(robot));
        robot.clickOn(".row-assistant #copy-message");
        assertEquals(REPLY, clipboard(robot), "the message as written");

        robot.clickOn(".row-assistant #select-message");
        TextArea words = robot.lookup("#selectable-text").queryAs(TextArea.class);
        assertEquals(REPLY, words.getText());
        assertFalse(words.isEditable());
        robot.interact(() -> {
            words.selectRange(0, 10);
            words.copy();
        });
        assertEquals("Here it is", clipboard(robot));
    }

    @Test
    void reasoningIsOpenWhileItStreamsAndFoldedOnceDone(FxRobot robot) throws Exception {
        fixture.newSession(robot);
        robot.interact(() -> fixture.workbench.composer().text().set("first"));
        send(robot, "");
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && a.complete()));
        send(robot, "think");

        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && !a.complete()
                && a.hasReasoning()));
        assertTrue(reasoning(robot).isExpanded(), "open while it streams");
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && a.complete()
                && a.text().equals("Thought it over.")));
        waitUntil(() -> !reasoning(robot).isExpanded());
    }

    @Test
    void ctrlFFindsTheRowsStepsThroughThemAndCounts(FxRobot robot) throws Exception {
        fixture.newSession(robot);
        send(robot, "show me the table");
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && a.complete()));
        send(robot, "show me more");
        waitUntil(() -> rows().stream().filter(r -> r instanceof TranscriptRow.AssistantRow a && a.complete())
                .count() == 2);

        assertTrue(robot.lookup("#transcript-find-bar").tryQuery().isEmpty(), "made when first opened");
        robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
        waitUntil(() -> robot.lookup("#transcript-find").query().isFocused());
        robot.write("SHOW ME");
        Label count = robot.lookup("#transcript-find-count").queryAs(Label.class);
        waitUntil(() -> count.getText().equals("1 of 2"));
        ListView<?> list = robot.lookup("#transcript").queryListView();
        int first = list.getSelectionModel().getSelectedIndex();
        assertTrue(AppWindowFixture.onFx(() -> rows().get(first)) instanceof TranscriptRow.UserRow user && user.text().equals("show me the table"));

        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        assertEquals("2 of 2", count.getText());
        int second = list.getSelectionModel().getSelectedIndex();
        assertTrue(AppWindowFixture.onFx(() -> rows().get(second)) instanceof TranscriptRow.UserRow user && user.text().equals("show me more"));
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        assertEquals("1 of 2", count.getText(), "next wraps round");

        robot.interact(() -> robot.lookup("#transcript-find").queryTextInputControl().setText("no such words"));
        assertEquals("No matches", count.getText());
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        assertFalse(robot.lookup("#transcript-find-bar").query().isVisible());
    }

    private static TitledPane reasoning(FxRobot robot) {
        return robot.lookup("#transcript .titled-pane").queryAllAs(TitledPane.class).stream()
                .filter(p -> p.getText().equals("Reasoning")).reduce((a, b) -> b).orElseThrow();
    }

    private static String clipboard(FxRobot robot) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
    }

    private List<TranscriptRow> rows() {
        return fixture.workbench.transcript().rows();
    }
}
