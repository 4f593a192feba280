package dev.ralphdesk.core.replay;

import static dev.ralphdesk.core.replay.TranscriptFoldTest.CREATED;
import static dev.ralphdesk.core.replay.TranscriptFoldTest.HUMAN;
import static dev.ralphdesk.core.replay.TranscriptFoldTest.LS;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.replay.TranscriptEntry.Answer;
import dev.ralphdesk.core.replay.TranscriptEntry.AssistantText;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fold live: a log read up to some seq, then the live events — committed ones (the log's own
 * skipped by seq) and the streaming deltas — ends on the entries a reopen of the whole log shows.
 */
class LiveFoldTest {
    private final List<LoggedEvent> log = TranscriptFoldTest.logOf(List.of(CREATED,
            new TurnStarted("t1", HUMAN), new UserMessage("t1", "list it", HUMAN),
            new AssistantMessage("t1", 1, "Listing.", null, List.of(LS)),
            new ToolCallStarted("t1", "c1", "shell", LS.arguments()),
            new ToolCallFinished("t1", "c1", "shell", "a b", false, 0, 3, null),
            new AssistantMessage("t1", 2, "Two files: a and b.", null, List.of()),
            new TurnFinished("t1", TurnOutcome.completed(), 2)));

    @Test
    void aLogReadUpToAnySeqThenTheLiveEventsFromTheStartShowsWhatAReopenShows() {
        Transcript reopened = Transcripts.plain().fold(log);
        for (int readUpTo = 0; readUpTo <= log.size(); readUpTo++) {
            TranscriptFold fold = Transcripts.plain().start();
            log.subList(0, readUpTo).forEach(fold::apply);
            for (LoggedEvent live : log) {
                streamIfAnswer(fold, live);
                fold.apply(live);
            }
            assertEquals(reopened, fold.snapshot(), "read up to seq " + readUpTo);
        }
    }

    @Test
    void theAnswerStreamsInOneEntryThatItsMessageThenSettles() {
        TranscriptFold fold = Transcripts.plain().start();
        List<String> changes = recorded(fold);
        log.subList(0, 6).forEach(fold::apply);
        fold.textDelta("t1", 2, 6, "Two files");
        fold.textDelta("t1", 2, 6, ": a and b.");
        assertEquals(new AssistantText(6, "t1", 2, "Two files: a and b.", "", Answer.STREAMING),
                fold.entries().get(fold.entries().size() - 1));

        fold.apply(log.get(6));
        fold.textDelta("t1", 2, 6, "late delta of a step already recorded");

        assertEquals(new AssistantText(7, "t1", 2, "Two files: a and b.", null, Answer.COMPLETE),
                fold.entries().get(fold.entries().size() - 1));
        assertEquals(List.of("added 3", "replaced 3", "replaced 3"), changes.subList(changes.size() - 3, changes.size()));
    }

    @Test
    void anAnswerOvertakenByAnotherEntryMovesToWhereTheLogHasIt() {
        TranscriptFold fold = Transcripts.plain().start();
        List<String> changes = recorded(fold);
        List<LoggedEvent> raced = TranscriptFoldTest.logOf(List.of(CREATED, new TurnStarted("t1", HUMAN),
                new UserMessage("t1", "talk", HUMAN), new CommandRun("i1", "goal", "pause"),
                new CommandDone("i1", true, "paused"), AssistantMessage.cut("t1", 1, "Half", null),
                new TurnFinished("t1", TurnOutcome.completed(), 1)));
        raced.subList(0, 3).forEach(fold::apply);
        fold.textDelta("t1", 1, 3, "Half");
        raced.subList(3, raced.size()).forEach(fold::apply);

        assertEquals(Transcripts.plain().fold(raced), fold.snapshot());
        assertEquals("removed 1", changes.get(4), changes.toString());
    }

    @Test
    void aTurnShownInterruptedWhoseEndComesAfterAllIsFinished() {
        TranscriptFold fold = Transcripts.plain().start();
        log.subList(0, 7).forEach(fold::apply);
        fold.interruptOpenTurn();
        fold.apply(log.get(7));
        assertEquals(Transcripts.plain().fold(log), fold.snapshot());
    }

    @Test
    void aTurnWhoseEndTheLogRefusedShowsInterruptedLiveAsOnReopen() {
        List<LoggedEvent> unended = log.subList(0, 7);
        TranscriptFold running = Transcripts.plain().start();
        unended.forEach(running::apply);
        TranscriptFold fold = Transcripts.plain().start();
        unended.forEach(fold::apply);
        SessionId session = SessionId.random();
        fold.apply(new AgentEvent.TurnUnrecorded(session, "another turn", "disk full"));
        assertEquals(running.snapshot(), fold.snapshot(), "another turn's end changes nothing");

        fold.apply(new AgentEvent.TurnUnrecorded(session, "t1", "disk full"));

        assertEquals(Transcripts.plain().fold(unended), fold.snapshot());
        assertEquals(TranscriptEntry.Status.INTERRUPTED,
                ((TranscriptEntry.TurnEnd) fold.entries().get(fold.entries().size() - 1)).status());
    }

    @Test
    void aStreamTheTurnEndsWithoutItsMessageIsCut() {
        TranscriptFold fold = Transcripts.plain().start();
        List<LoggedEvent> broken = TranscriptFoldTest.logOf(List.of(CREATED, new TurnStarted("t1", HUMAN),
                new TurnFinished("t1", TurnOutcome.error("storage", "disk full"), 1)));
        fold.apply(broken.get(0));
        fold.apply(broken.get(1));
        fold.textDelta("t1", 1, 2, "partial");
        fold.apply(broken.get(2));
        assertEquals(new AssistantText(2, "t1", 1, "partial", "", Answer.CUT), fold.entries().get(0));
    }

    private static void streamIfAnswer(TranscriptFold fold, LoggedEvent live) {
        if (live.event() instanceof AssistantMessage message && !message.text().isEmpty()) {
            String text = message.text();
            fold.textDelta(message.turnId(), message.step(), live.seq() - 1, text.substring(0, text.length() / 2));
            fold.textDelta(message.turnId(), message.step(), live.seq() - 1, text.substring(text.length() / 2));
        }
    }

    private static List<String> recorded(TranscriptFold fold) {
        List<String> changes = new ArrayList<>();
        fold.listen(new TranscriptFold.Listener() {
            @Override
            public void added(int index, TranscriptEntry entry) {
                changes.add("added " + index);
            }

            @Override
            public void replaced(int index, TranscriptEntry entry) {
                changes.add("replaced " + index);
            }

            @Override
            public void removed(int index) {
                changes.add("removed " + index);
            }
        });
        return changes;
    }
}
