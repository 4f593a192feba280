package dev.ralphdesk.app.ui.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.sessions.SessionRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.testing.Scripts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The flows people use in the window, headless (Monocle), each from the first click to what shows. */
class MainWindowTest extends WindowTest<WindowFixture> {
    @BeforeEach
    void showWindow(FxRobot robot) {
        fixture = new WindowFixture(dir, List.of(Scripts.call("echo", "text", "pong"),
                Scripts.text("Done, **all** good.")));
        robot.interact(() -> fixture.start(stage));
    }

    @Test
    void sendingAMessageShowsTheStreamedReplyAndTheToolCard(FxRobot robot) throws Exception {
        SessionId id = newSession(robot);
        robot.clickOn("#composer-input").write("ping").press(KeyCode.CONTROL, KeyCode.ENTER)
                .release(KeyCode.ENTER, KeyCode.CONTROL);

        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && a.complete()));
        assertTrue(robot.lookup(".tool-card").tryQuery().isPresent(), "a tool card is shown");
        // the reply is rendered as Markdown once complete (built in the background, shown at a next pulse)
        waitUntil(() -> robot.lookup(".md-strong").tryQuery().isPresent());
        assertEquals(id, fixture.workbench.current().get());
        fixture.snapshot("main-window");
    }

    @Test
    void openingASessionFromTheListShowsTheSameTranscript(FxRobot robot) throws Exception {
        SessionId first = newSession(robot);
        robot.clickOn("#composer-input").write("ping").press(KeyCode.CONTROL, KeyCode.ENTER)
                .release(KeyCode.ENTER, KeyCode.CONTROL);
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && a.complete()));
        List<TranscriptRow> live = WaitForAsyncUtils.asyncFx(() -> new ArrayList<>(rows())).get();
        robot.interact(() -> fixture.workbench.sessions().rename(first, "First"));
        SessionId second = newSession(robot);
        waitUntil(() -> rows().isEmpty() && sessions().size() == 2);

        robot.clickOn("First");
        waitUntil(() -> first.equals(fixture.workbench.current().get()) && !rows().isEmpty());
        assertEquals(live, WaitForAsyncUtils.asyncFx(() -> new ArrayList<>(rows())).get());
        assertTrue(!second.equals(first));
    }

    @Test
    void forkOpensACopyOfTheSession(FxRobot robot) throws Exception {
        SessionId id = newSession(robot);
        robot.clickOn("#session-fork");

        waitUntil(() -> sessions().size() == 2 && !id.equals(fixture.workbench.current().get()));
        assertEquals("New session (fork)", sessions().get(0).title());
    }

    @Test
    void trashAndRestoreASession(FxRobot robot) throws Exception {
        newSession(robot);
        robot.clickOn("#session-trash");
        waitUntil(() -> sessions().isEmpty());

        robot.clickOn("#session-show-trash");
        waitUntil(() -> sessions().size() == 1);
        robot.clickOn("New session");
        robot.clickOn("#session-trash");
        waitUntil(() -> sessions().isEmpty());
        robot.clickOn("#session-show-trash");
        waitUntil(() -> sessions().size() == 1);
    }

    @Test
    void trashingTheOpenSessionClosesItsTranscript(FxRobot robot) throws Exception {
        newSession(robot);
        robot.clickOn("#composer-input").write("ping").press(KeyCode.CONTROL, KeyCode.ENTER)
                .release(KeyCode.ENTER, KeyCode.CONTROL);
        waitUntil(() -> rows().stream().anyMatch(r -> r instanceof TranscriptRow.AssistantRow a && a.complete()));

        robot.clickOn("#session-trash");

        waitUntil(() -> fixture.workbench.current().get() == null && rows().isEmpty());
    }

    @Test
    void anEmptyListSaysWhyNoSearchHitsOrAnEmptyTrash(FxRobot robot) throws Exception {
        newSession(robot);
        Label empty = robot.lookup("#session-list-empty").queryAs(Label.class);
        robot.clickOn("#session-search").write("nothing like this");
        waitUntil(() -> sessions().isEmpty());
        assertEquals("No matching sessions.", empty.getText());

        robot.interact(() -> fixture.workbench.sessions().search().set(""));
        robot.clickOn("#session-show-trash");
        waitUntil(() -> sessions().isEmpty());
        assertEquals("The trash is empty.", empty.getText());
    }

    @Test
    void aBadBaseUrlShowsAValidationErrorAndKeepsSettingsOpen(FxRobot robot) throws Exception {
        robot.clickOn("#banner-settings");
        robot.clickOn("#settings-provider").clickOn("Custom endpoint");
        robot.clickOn("#settings-base-url").write("localhost:8000");
        robot.clickOn("#settings-model").write("qwen");
        robot.clickOn("#settings-save");

        Label error = robot.lookup("#settings-error-base-url").queryAs(Label.class);
        assertEquals("The base URL must start with http:// or https:// and name a host.", error.getText());
        assertTrue(error.isVisible());
        assertTrue(robot.lookup("#settings-form").tryQuery().isPresent(), "the dialog stays open");
        assertEquals(List.of(), fixture.savedSettings);
        WindowFixture.snapshot(error.getScene(), "settings-error");
    }

    @Test
    void theDataFolderChosenInSettingsIsSavedForTheNextStartAndTheDialogSaysSo(FxRobot robot) throws Exception {
        Path chosen = Files.createTempDirectory("chosen-data");
        robot.clickOn("#banner-settings");
        assertTrue(robot.lookup("#settings-data-folder-choose").tryQuery().isPresent(), "a folder chooser button");
        assertTrue(robot.lookup("#settings-data-folder-in-use").queryAs(Label.class).getText()
                .startsWith("In use now: "));
        TextField field = robot.lookup("#settings-data-folder").queryAs(TextField.class);
        robot.interact(() -> field.setText(chosen.toString()));
        robot.clickOn("#settings-save");

        Label status = robot.lookup("#settings-status").queryAs(Label.class);
        waitUntil(() -> status.getText().startsWith("Saved."));
        assertTrue(status.getText().contains("From the next start the data folder is " + chosen), status.getText());
        assertEquals(chosen + "\n", Files.readString(fixture.workspace.resolve("config/data-folder")));
        assertTrue(robot.lookup("#settings-form").tryQuery().isPresent(), "the dialog stays open to be read");
        WindowFixture.snapshot(status.getScene(), "settings-data-folder");
    }

    private SessionId newSession(FxRobot robot) throws TimeoutException {
        List<SessionId> created = new ArrayList<>();
        robot.interact(() -> fixture.workbench.sessions().create(fixture.workspace, id -> {
            created.add(id);
            fixture.workbench.open(id);
        }));
        waitUntil(() -> !created.isEmpty() && created.get(0).equals(fixture.workbench.current().get()));
        return created.get(0);
    }

    private List<TranscriptRow> rows() {
        return fixture.workbench.transcript().rows();
    }

    private List<SessionRow> sessions() {
        return fixture.workbench.sessions().rows();
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
    }

}
