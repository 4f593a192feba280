package dev.ralphdesk.app.ui.window;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.ManualFrameClock;
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

/**
 * While a session's log is read, a mask with a progress indicator covers the transcript — from the read's
 * second frame: a read done by then never makes the mask.
 */
@ExtendWith(ApplicationExtension.class)
class TranscriptLoadingTest {
    private static final String EMPTY = "Nothing here yet. Type a message below and press Enter.";
    private final TranscriptViewModel transcript = new TranscriptViewModel(Transcripts.plain(), run -> false);
    private final ManualFrameClock frames = new ManualFrameClock();

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene((Parent) new TranscriptView(transcript, Texts.of("en"), run -> { }, frames).node(),
                500, 300));
        stage.show();
    }

    @Test
    void theMaskShowsWhileLoadingAndGoesWhenTheRowsAreShown(FxRobot robot) throws Exception {
        assertFalse(masked(robot));

        fx(transcript::beginLoading);
        assertFalse(robot.lookup(EMPTY).tryQuery().isPresent());
        fx(frames::tick); // the next frame is drawn without the mask
        assertFalse(masked(robot));
        fx(frames::tick);
        assertTrue(masked(robot));
        assertFalse(robot.lookup(EMPTY).tryQuery().isPresent());

        fx(this::showHello);
        assertFalse(masked(robot));
        assertTrue(robot.lookup("hello").tryQuery().isPresent());
    }

    @Test
    void aLogReadWithinAFrameMakesNoMask(FxRobot robot) throws Exception {
        fx(transcript::beginLoading);
        assertFalse(masked(robot));
        fx(frames::tick);
        assertFalse(masked(robot));
        fx(this::showHello);
        fx(frames::tick);
        fx(frames::tick);

        assertFalse(masked(robot));
        assertTrue(robot.lookup("hello").tryQuery().isPresent());
    }

    private void showHello() {
        transcript.show(transcript.fold(List.of(new LoggedEvent(1, Instant.EPOCH,
                new UserMessage("t", "hello", InputOrigin.human())))), List.of(), false);
    }

    private static boolean masked(FxRobot robot) {
        return robot.lookup("#transcript-loading").tryQuery().isPresent();
    }

    private static void fx(Runnable action) throws Exception {
        WaitForAsyncUtils.asyncFx(action).get();
        WaitForAsyncUtils.waitForFxEvents();
    }
}
