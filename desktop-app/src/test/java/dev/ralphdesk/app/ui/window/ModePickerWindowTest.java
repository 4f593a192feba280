package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.testing.Scripts;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.scene.control.MenuButton;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The header's approval mode picker in the real window (real composition, SQLite, scripted model
 * under an {@code auto} default): chosen with the keyboard it records the open chat's mode, which the
 * header names and the transcript says; {@code /approve} does the same; the chosen mode rules the
 * chat's next write; a reopen shows the same header and notices.
 */
class ModePickerWindowTest extends AppWindowTest {
    private final Texts texts = Texts.of("en");

    @Test
    void pickingAModeRecordsItForTheOpenChatAndTheTranscriptSaysSo(FxRobot robot) throws Exception {
        AppWindowFixture app = open(robot, Map.of(), List.of(Scripts.write("refused.txt", "x"), Scripts.text("ok")),
                Scripts.text("ok"));
        SessionId id = app.newSession(robot);
        headerSays(robot, "Approvals: Auto (default)");

        robot.interact(() -> button(robot).requestFocus());
        robot.type(KeyCode.SPACE);
        waitUntil(() -> button(robot).isShowing());
        robot.type(KeyCode.DOWN, 4).type(KeyCode.ENTER); // the heading, read-only, ask, auto-edit

        headerSays(robot, "Approvals: Auto-edit");
        waitUntil(() -> notices().equals(List.of("Approval mode: auto-edit for this chat")));
        assertEquals(Optional.of(ApprovalMode.AUTO_EDIT), app.services.harness().modes().chosen(id));

        send(robot, "/approve read-only");
        headerSays(robot, "Approvals: Read only");
        send(robot, "write the file");
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.ToolCard card
                && card.status() == TranscriptRow.ToolStatus.FAILED));
        assertFalse(Files.exists(app.workspace.resolve("refused.txt")), "the chat's read-only ruled the write");

        robot.interact(() -> app.workbench.closeSession());
        waitUntil(() -> button(robot).isDisabled());
        robot.interact(() -> app.workbench.open(id));
        waitUntil(() -> header(robot).equals("Approvals: Read only") && notices().equals(List.of(
                "Approval mode: auto-edit for this chat", "Approval mode: read-only for this chat")));
    }

    @Test
    void slashApproveInTheComposerCompletesTheModeWord(FxRobot robot) throws Exception {
        AppWindowFixture app = open(robot, Map.of(), List.of(Scripts.text("ok")), Scripts.text("ok"));
        SessionId id = app.newSession(robot);
        robot.clickOn("#composer-input").write("/approve auto-");
        waitUntil(() -> robot.lookup(".context-menu .menu-item").queryAll().size() == 1);
        AppWindowFixture.snapshot(robot.lookup(".context-menu").query().getScene().getRoot(), "approve-completion");
        robot.clickOn("/approve auto-edit — changes files without asking; commands ask");
        waitUntil(() -> app.workbench.composer().text().get().equals("/approve auto-edit"));
        robot.type(KeyCode.ENTER);
        headerSays(robot, "Approvals: Auto-edit");
        assertEquals(Optional.of(ApprovalMode.AUTO_EDIT), app.services.harness().modes().chosen(id));
    }

    private static void headerSays(FxRobot robot, String text) throws Exception {
        try {
            waitUntil(() -> header(robot).equals(text));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the header says '" + header(robot) + "', not '" + text + "'", e);
        }
    }

    private static MenuButton button(FxRobot robot) {
        return robot.lookup("#header-mode").queryAs(MenuButton.class);
    }

    private static String header(FxRobot robot) {
        return button(robot).getText();
    }

    private List<TranscriptRow> rows() {
        return fixture.workbench.transcript().rows();
    }

    private List<String> notices() {
        return rows().stream().filter(TranscriptRow.NoticeRow.class::isInstance)
                .map(r -> texts.format(((TranscriptRow.NoticeRow) r).text())).toList();
    }
}
