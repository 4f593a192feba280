package dev.ralphdesk.app.ui.window;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.app.ui.view.TranscriptView;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.UserMessage;
import java.time.Instant;
import java.util.List;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** While a session's log is read, a mask with a progress indicator covers the transcript. */
@ExtendWith(ApplicationExtension.class)
class TranscriptLoadingTest {
    private final TranscriptViewModel transcript = new TranscriptViewModel(Transcripts.plain(), run -> false);

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene((Parent) new TranscriptView(transcript, Texts.of("en")).node(), 500, 300));
        stage.show();
    }

    @Test
    void theMaskShowsWhileLoadingAndGoesWhenTheRowsAreShown(FxRobot robot) throws Exception {
        assertFalse(robot.lookup("#transcript-loading").tryQuery().isPresent());

        WaitForAsyncUtils.asyncFx(transcript::beginLoading).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#transcript-loading").tryQuery().isPresent());
        assertFalse(robot.lookup("Nothing here yet. Type a message below and press Enter.").tryQuery().isPresent());

        WaitForAsyncUtils.asyncFx(() -> transcript.show(transcript.fold(List.of(new LoggedEvent(1,
                Instant.EPOCH, new UserMessage("t", "hello", InputOrigin.human())))), List.of(), false)).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(robot.lookup("#transcript-loading").tryQuery().isPresent());
        assertTrue(robot.lookup("hello").tryQuery().isPresent());
    }
}
