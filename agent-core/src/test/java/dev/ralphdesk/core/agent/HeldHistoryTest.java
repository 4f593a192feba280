package dev.ralphdesk.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.replay.HistoryFold;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.testing.SampleLog;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An agent holds only the newest exchanges worth its context window, and the request it builds from
 * them is the one the whole history gives.
 */
class HeldHistoryTest {
    private static final List<LoggedEvent> LOG = new SampleLog(null, null).turns(200, 400).logged();
    private static final long KEEP = 2_000;

    @Test
    void theWindowFoldedFromACheckpointGivesTheSameRequestAsTheWholeHistory() {
        List<ChatMessage> whole = HistoryFold.fold(LOG);
        HistoryWindowFold.State window = new HistoryWindowFold(KEEP).start(SampleLog.info(SessionKind.CHAT, LOG.size()));
        LOG.forEach(window::add);
        HeldHistory held = new HeldHistory(KEEP, window.window(), window.leftOut());
        assertTrue(window.leftOut());
        for (long budget : new long[] {0, 100, 500, 1_000, 1_900, KEEP - 80}) {
            assertEquals(HistoryWindow.fit(whole, budget), HistoryWindow.fit(held.messages(), budget), "budget " + budget);
        }
    }

    @Test
    void theMessagesHeldAreBoundedByTheWindowNotTheLog() {
        List<ChatMessage> whole = HistoryFold.fold(LOG);
        HeldHistory held = new HeldHistory(KEEP, List.of(), false);
        whole.forEach(message -> {
            held.add(message);
            if (message instanceof ChatMessage.User) {
                held.trim();
            }
        });
        int heldCount = held.messages().size();
        assertTrue(whole.size() >= 800, "the log's history has " + whole.size() + " messages");
        assertTrue(heldCount < 40, "held " + heldCount + " messages of " + whole.size());
        assertEquals(new ChatMessage.User(HistoryWindow.NOTE), held.messages().get(0));
        assertEquals(whole.subList(whole.size() - heldCount + 1, whole.size()),
                held.messages().subList(1, heldCount));
    }

    @Test
    void aHistoryWithinTheWindowIsHeldWholeWithoutANote() {
        List<ChatMessage> whole = HistoryFold.fold(LOG.subList(0, 12));
        HeldHistory held = new HeldHistory(1_000_000, whole.stream().map(EstimatedMessage::of).toList(), false);
        assertEquals(whole, held.messages());
        assertFalse(held.messages().get(0).equals(new ChatMessage.User(HistoryWindow.NOTE)));
    }
}
