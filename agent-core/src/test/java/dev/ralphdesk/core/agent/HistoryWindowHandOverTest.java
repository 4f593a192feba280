package dev.ralphdesk.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.replay.HistoryFold;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.testing.SampleLog;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The window fold hands an agent the messages folding the records from its start gives, each with its
 * estimate, whole or restored from a checkpoint, as often as asked.
 */
class HistoryWindowHandOverTest {
    private static final long KEEP = 2_000;
    /** 199 turns: the last one died mid-call, so its call is open at the end. */
    private static final List<LoggedEvent> LOG = new SampleLog(null, null).turns(199, 400).logged();
    private static final SessionInfo INFO = SampleLog.info(SessionKind.CHAT, LOG.size());

    @Test
    void theWindowIsWhatFoldingItsRecordsGivesWithTheOpenCallInterrupted() {
        HistoryWindowFold.State state = new HistoryWindowFold(KEEP).start(INFO);
        LOG.forEach(state::add);
        List<ChatMessage> expected = foldFrom(state.from());
        assertTrue(expected.get(expected.size() - 1) instanceof ChatMessage.ToolResult result
                && result.content().equals(HistoryFold.INTERRUPTED_RESULT));
        assertWindow(expected, state.window());
        assertWindow(expected, state.window());
    }

    @Test
    void aRestoredWindowFedItsRecordsHandsOverTheSameMessages() {
        HistoryWindowFold fold = new HistoryWindowFold(KEEP);
        for (int checkpoint = 1; checkpoint < LOG.size(); checkpoint += 97) {
            HistoryWindowFold.State before = fold.start(INFO);
            LOG.subList(0, checkpoint).forEach(before::add);
            String saved = before.save();
            HistoryWindowFold.State restored = fold.restore(INFO, saved);
            long from = fold.replayFrom(saved, checkpoint);
            LOG.stream().filter(logged -> logged.seq() >= from).forEach(restored::add);
            HistoryWindowFold.State whole = fold.start(INFO);
            LOG.forEach(whole::add);
            assertEquals(whole.from(), restored.from(), "checkpoint at " + checkpoint);
            assertWindow(foldFrom(whole.from()), restored.window());
        }
    }

    @Test
    void theFoldGoesOnAfterAHandOver() {
        HistoryWindowFold.State state = new HistoryWindowFold(KEEP).start(INFO);
        List<LoggedEvent> longer = new SampleLog(null, null).turns(230, 400).logged();
        longer.subList(0, LOG.size()).forEach(state::add);
        state.window();
        longer.subList(LOG.size(), longer.size()).forEach(state::add);
        assertWindow(HistoryFold.fold(longer.stream().filter(logged -> logged.seq() >= state.from()).toList()),
                state.window());
    }

    private static List<ChatMessage> foldFrom(long from) {
        return HistoryFold.fold(LOG.stream().filter(logged -> logged.seq() >= from).toList());
    }

    private static void assertWindow(List<ChatMessage> expected, List<EstimatedMessage> window) {
        assertEquals(expected, window.stream().map(EstimatedMessage::message).toList());
        window.forEach(held -> assertEquals(HistoryWindow.tokens(held.message()), held.tokens()));
    }
}
