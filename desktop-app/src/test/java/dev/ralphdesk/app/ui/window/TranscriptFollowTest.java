package dev.ralphdesk.app.ui.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.LiveLog;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.app.ui.view.TranscriptView;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The transcript keeps its end in view while it is there: a long session opens at its end, rows
 * added and a reply streaming in stay in view; once the person scrolls up, new rows leave the view
 * where it is, and scrolling back to the end follows again.
 */
@ExtendWith(ApplicationExtension.class)
class TranscriptFollowTest {
    private static final SessionId S = new SessionId("s");
    private final TranscriptViewModel transcript = new TranscriptViewModel(Transcripts.plain(), run -> false);
    private final LiveLog live = new LiveLog(S, 2000);
    private ListView<?> list;

    @Start
    void start(Stage stage) {
        List<LoggedEvent> log = new ArrayList<>();
        for (int turn = 0; turn < 500; turn++) {
            String id = "old-" + turn;
            log.add(logged(log, new TurnStarted(id, InputOrigin.human())));
            log.add(logged(log, new UserMessage(id, "question " + turn + " " + "word ".repeat(turn % 40),
                    InputOrigin.human())));
            log.add(logged(log, new AssistantMessage(id, 1, "answer " + turn + "\n\n" + "more ".repeat(turn % 90),
                    null, List.of())));
            log.add(logged(log, new TurnFinished(id, TurnOutcome.completed(), 1)));
        }
        transcript.replay(log);
        TranscriptView view = new TranscriptView(transcript, Texts.of("en"));
        stage.setScene(new Scene((javafx.scene.Parent) view.node(), 640, 480));
        list = (ListView<?>) view.node().lookup("#transcript");
        stage.show();
    }

    @Test
    void aLongTranscriptOpensAtItsEnd() throws Exception {
        settle();
        assertEquals(0, pastTheEnd(), 1.0);
    }

    @Test
    void newRowsAndStreamingTextStayInView() throws Exception {
        settle();
        for (int turn = 0; turn < 6; turn++) {
            String id = "live-" + turn;
            fx(() -> transcript.apply(List.of(live.commit(new TurnStarted(id, InputOrigin.human())),
                    live.commit(new UserMessage(id, "go on " + id, InputOrigin.human())))));
            StringBuilder text = new StringBuilder();
            for (int chunk = 0; chunk < 12; chunk++) {
                String delta = "token ".repeat(7) + (chunk % 4 == 3 ? "\n\n" : "");
                text.append(delta);
                fx(() -> transcript.apply(List.of(live.text(id, 1, delta))));
                settle();
                assertEquals(0, pastTheEnd(), 1.0, "streaming chunk " + chunk + " of " + id);
            }
            fx(() -> transcript.apply(List.of(live.commit(new AssistantMessage(id, 1, text.toString(), null, List.of())),
                    live.commit(new TurnFinished(id, TurnOutcome.completed(), 1)))));
            settle();
            assertEquals(0, pastTheEnd(), 1.0, "finished " + id);
        }
    }

    @Test
    void scrollingUpStopsFollowingAndTheEndResumesIt() throws Exception {
        settle();
        fx(() -> flow().scrollPixels(-400));
        settle();
        int firstShown = fx(() -> flow().getFirstVisibleCell().getIndex());
        fx(() -> transcript.apply(List.of(live.commit(new TurnStarted("t", InputOrigin.human())),
                live.commit(new UserMessage("t", "more", InputOrigin.human())),
                live.text("t", 1, "a reply that is not followed"))));
        settle();
        assertEquals(firstShown, (int) fx(() -> flow().getFirstVisibleCell().getIndex()), "the view stays where it was");
        assertTrue(pastTheEnd() > 300, "the end is below the view");

        fx(() -> flow().scrollPixels(10_000));
        settle();
        fx(() -> transcript.apply(List.of(live.text("t", 1, " and now it is" + "\n\nfollowed".repeat(8)))));
        settle();
        assertEquals(0, pastTheEnd(), 1.0);
    }

    /** How far the bottom of the last row is below the bottom of the list's viewport. */
    private double pastTheEnd() throws Exception {
        return fx(() -> {
            VirtualFlow<?> flow = flow();
            IndexedCell<?> last = flow.getLastVisibleCell();
            int lastIndex = flow.getCellCount() - 1;
            if (last == null || last.getIndex() != lastIndex) {
                return Double.MAX_VALUE;
            }
            Bounds cell = last.localToScene(last.getLayoutBounds());
            Bounds view = flow.localToScene(flow.getLayoutBounds());
            return cell.getMaxY() - view.getMaxY();
        });
    }

    private VirtualFlow<?> flow() {
        Node node = list.lookup(".virtual-flow");
        return (VirtualFlow<?>) node;
    }

    /** Runs the CSS and layout passes now, as the next pulse would. */
    private void settle() throws Exception {
        fx(() -> {
            list.getScene().getRoot().applyCss();
            list.getScene().getRoot().layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static <T> T fx(Callable<T> action) throws Exception {
        return WaitForAsyncUtils.asyncFx(action).get();
    }

    private static void fx(Runnable action) throws Exception {
        WaitForAsyncUtils.asyncFx(action).get();
    }

    private static LoggedEvent logged(List<LoggedEvent> log, dev.ralphdesk.core.session.SessionEvent event) {
        return new LoggedEvent(log.size() + 1, Instant.EPOCH, event);
    }
}
