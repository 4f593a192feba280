package dev.ralphdesk.core.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LastMessagesTest {

    /** Turns of user, assistant+tool call, tool result, assistant; the last turn left unfinished. */
    static List<LoggedEvent> log(int turns) {
        List<SessionEvent> events = new ArrayList<>();
        events.add(new SessionCreated("chat", "t", "/w", null, null, null, null));
        for (int t = 1; t <= turns; t++) {
            String id = "t" + t;
            ToolCall call = new ToolCall("c", "shell", "{}");
            events.add(new TurnStarted(id, InputOrigin.human()));
            events.add(new UserMessage(id, "question " + t, InputOrigin.human()));
            events.add(new AssistantMessage(id, 1, "", null, List.of(call)));
            events.add(new ToolCallStarted(id, "c", "shell", "{}"));
            events.add(new ToolCallFinished(id, "c", "shell", "out " + t, false, 0, 5, null));
            events.add(new AssistantMessage(id, 2, "answer " + t, null, List.of()));
            if (t < turns) {
                events.add(new TurnFinished(id, TurnOutcome.completed(), 2));
            }
        }
        return TranscriptFoldTest.logOf(events);
    }

    @Test
    void lastMessagesAreTheTailOfTheFullProjection() {
        List<LoggedEvent> log = log(50);
        List<TranscriptEntry> full = Transcripts.plain().fold(log).entries();
        for (int n : new int[] {1, 2, 3, 7, 40, 150, 1000}) {
            Transcript tail = TranscriptTail.lastMessages(Transcripts.plain(), log, n);
            long messages = Math.min(n, Transcripts.plain().fold(log).messageCount());
            assertEquals(messages, tail.messageCount(), "messages for n=" + n);
            assertEquals(full.subList(full.size() - tail.entries().size(), full.size()), tail.entries(), "n=" + n);
        }
    }

    @Test
    void tailKeepsTheTurnStatusOfTheFirstKeptMessage() {
        Transcript tail = TranscriptTail.lastMessages(Transcripts.plain(), log(3), 1);
        assertEquals(List.of(new TranscriptEntry.AssistantText(21, "t3", 2, "answer 3", null,
                TranscriptEntry.Answer.COMPLETE), new TranscriptEntry.TurnEnd(21, "t3",
                TranscriptEntry.Status.INTERRUPTED, null, 2)), tail.entries());
    }

    @Test
    void tailStartNeedsTheTurnStartInsideTheList() {
        List<LoggedEvent> log = log(10);
        List<LoggedEvent> cutMidTurn = log.subList(log.size() - 3, log.size());
        assertTrue(TranscriptTail.tailStart(cutMidTurn, 1).isEmpty());
        assertEquals(log.size() - 6, TranscriptTail.tailStart(log, 2).getAsInt());
    }
}
