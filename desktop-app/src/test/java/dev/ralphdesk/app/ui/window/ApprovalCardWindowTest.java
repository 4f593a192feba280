package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.sessions.SessionRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.testing.Scripts;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Approval mode {@code ask} in the real window (real loop, real bash, scripted model): the question is
 * a card in the transcript of the session that asks, never a modal dialog; the rest of the window
 * keeps working while it waits; the decision is recorded and shown.
 */
class ApprovalCardWindowTest extends WindowTest<WindowFixture> {
    private static final String COMMAND = "echo hi > allowed.txt";
    private final Texts texts = Texts.of("en");

    @BeforeEach
    void showWindow(FxRobot robot) {
        fixture = new WindowFixture(dir, List.of(Scripts.call("shell", "command", COMMAND),
                Scripts.slow("x".repeat(400), 15), Scripts.text("Wrote it.")), true);
        robot.interact(() -> fixture.start(stage));
    }

    @Test
    void aQuestionIsACardWhileAnotherSessionStreamsAndEnterAllowsOnce(FxRobot robot) throws Exception {
        SessionId asking = newSession(robot, "Asking");
        send(robot, "write the file");
        waitUntil(() -> robot.lookup("#approval-once").tryQuery().isPresent());
        assertTrue(robot.lookup("#approval-body").queryTextInputControl().getText().contains(COMMAND));

        newSession(robot, "Streaming");
        AtomicInteger deltas = new AtomicInteger();
        try (AutoCloseable counting = fixture.harness.harness.events().subscribe(event -> {
            if (event instanceof AgentEvent.TextDelta) {
                deltas.incrementAndGet();
            }
        })) {
            send(robot, "talk");
            waitUntil(() -> deltas.get() > 5);
            assertFalse(robot.lookup("#approval-once").tryQuery().isPresent(), "the card is in the asking session only");
            assertTrue(row(asking).approvalNeeded(), "the asking session's row says an approval is needed");
            assertEquals("approval needed", texts.format(row(asking).badge()));

            robot.clickOn("Asking");
            waitUntil(() -> asking.equals(fixture.workbench.current().get())
                    && robot.lookup("#approval-once").tryQuery().isPresent());
            waitUntil(() -> robot.lookup("#approval-once").tryQuery().map(Node::isFocused).orElse(false));
            int seen = deltas.get();
            waitUntil(() -> deltas.get() > seen + 5); // the other session's stream goes on meanwhile
            fixture.snapshot("approval-card");
            robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        }

        waitUntil(() -> notices().contains("Allowed once: $ " + COMMAND));
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && a.complete()
                && a.text().equals("Wrote it.")));
        assertEquals("hi\n", Files.readString(fixture.workspace.resolve("allowed.txt")));
        assertFalse(robot.lookup("#approval-once").tryQuery().isPresent(), "the answered card is gone");
        waitUntil(() -> !row(asking).approvalNeeded());
    }

    @Test
    void escapeGivesTheFocusBackWithoutDenyingAndDenyNeedsItsButton(FxRobot robot) throws Exception {
        newSession(robot, "Asking");
        send(robot, "write the file");
        waitUntil(() -> robot.lookup("#approval-once").tryQuery().map(Node::isFocused).orElse(false));

        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        waitUntil(() -> !robot.lookup("#approval-once").query().isFocused());
        assertTrue(robot.lookup("#approval-deny").tryQuery().isPresent(), "Esc did not answer");

        robot.clickOn("#approval-deny");
        waitUntil(() -> notices().contains("Denied: $ " + COMMAND));
        assertFalse(Files.exists(fixture.workspace.resolve("allowed.txt")), "nothing ran");
    }

    @Test
    void stoppingTheTurnDeniesTheOpenQuestionAndSaysSo(FxRobot robot) throws Exception {
        newSession(robot, "Asking");
        send(robot, "write the file");
        waitUntil(() -> robot.lookup("#approval-once").tryQuery().isPresent());

        robot.interact(() -> fixture.workbench.composer().stop());

        waitUntil(() -> notices().contains("Denied, the turn was stopped: $ " + COMMAND));
        waitUntil(() -> robot.lookup("#approval-once").tryQuery().isEmpty());
    }

    @Test
    void closingTheWindowDeniesTheOpenQuestionAndTheLogSaysSo(FxRobot robot) throws Exception {
        SessionId asking = newSession(robot, "Asking");
        send(robot, "write the file");
        waitUntil(() -> robot.lookup("#approval-once").tryQuery().isPresent());

        fixture.approvals.closeAll();

        waitUntil(() -> notices().contains("Denied, the window was closed: $ " + COMMAND));
        assertTrue(fixture.harness.harness.store().open(asking).events().stream()
                .anyMatch(e -> e.event().type().equals("notice/posted")), "the decision is in the log");
    }

    private SessionId newSession(FxRobot robot, String title) throws TimeoutException {
        List<SessionId> created = new ArrayList<>();
        robot.interact(() -> fixture.workbench.sessions().create(fixture.workspace, id -> {
            created.add(id);
            fixture.workbench.sessions().rename(id, title);
            fixture.workbench.open(id);
        }));
        waitUntil(() -> !created.isEmpty() && created.get(0).equals(fixture.workbench.current().get())
                && fixture.workbench.sessions().rows().stream().anyMatch(r -> r.title().equals(title)));
        return created.get(0);
    }

    private SessionRow row(SessionId id) {
        return fixture.workbench.sessions().rows().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }

    private List<TranscriptRow> rows() {
        return fixture.workbench.transcript().rows();
    }

    private List<String> notices() {
        return rows().stream().filter(TranscriptRow.NoticeRow.class::isInstance)
                .map(r -> texts.format(((TranscriptRow.NoticeRow) r).text())).toList();
    }
}
