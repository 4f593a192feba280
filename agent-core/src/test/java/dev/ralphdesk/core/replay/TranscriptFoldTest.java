package dev.ralphdesk.core.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.replay.TranscriptEntry.Answer;
import dev.ralphdesk.core.replay.TranscriptEntry.AssistantText;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandOutput;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandUse;
import dev.ralphdesk.core.replay.TranscriptEntry.Note;
import dev.ralphdesk.core.replay.TranscriptEntry.Notice;
import dev.ralphdesk.core.replay.TranscriptEntry.Status;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolOutput;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolUse;
import dev.ralphdesk.core.replay.TranscriptEntry.TurnEnd;
import dev.ralphdesk.core.replay.TranscriptEntry.UserText;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Table: a log (events from seq 1) → the transcript a reopen shows. */
class TranscriptFoldTest {
    static final InputOrigin HUMAN = InputOrigin.human();
    static final InputOrigin GOAL = new InputOrigin.Goal("g1", 2, 3, 20);
    static final SessionEvent CREATED = new SessionCreated("chat", "t", "/w", null, null, null, null);
    static final ToolCall LS = new ToolCall("c1", "shell", "{\"command\":\"ls\"}");

    static Stream<Arguments> table() {
        return Stream.of(
                row("an empty session has no entries",
                        List.of(CREATED),
                        List.of()),
                row("a finished turn: user, assistant, turn end with outcome",
                        List.of(CREATED, new TurnStarted("t1", HUMAN), new UserMessage("t1", "hi", HUMAN),
                                new AssistantMessage("t1", 1, "hello", "thinking", List.of()),
                                new ModelUsage("t1", 1, "p", "m", Usage.ZERO, null),
                                new TurnFinished("t1", TurnOutcome.completed(), 1)),
                        List.of(new UserText(3, "t1", "hi", HUMAN, false),
                                new AssistantText(4, "t1", 1, "hello", "thinking", Answer.COMPLETE),
                                new TurnEnd(6, "t1", Status.FINISHED, TurnOutcome.completed(), 1))),
                row("a tool call is paired with its result, exit code, full size and blob",
                        List.of(CREATED, new TurnStarted("t1", GOAL), new UserMessage("t1", "go", GOAL),
                                new AssistantMessage("t1", 1, "", null, List.of(LS)),
                                new ToolCallStarted("t1", "c1", "shell", LS.arguments()),
                                new ToolCallFinished("t1", "c1", "shell", "a\nb", false, 0, 90_000, "ab12"),
                                new TurnFinished("t1", TurnOutcome.completed(), 2)),
                        List.of(new UserText(3, "t1", "go", GOAL, false),
                                new AssistantText(4, "t1", 1, "", null, Answer.COMPLETE),
                                new ToolUse(4, "t1", "c1", "shell", LS.arguments(),
                                        new ToolOutput(6, "a\nb", false, 0, 90_000, "ab12"), false),
                                new TurnEnd(7, "t1", Status.FINISHED, TurnOutcome.completed(), 2))),
                row("a turn that never finished is interrupted, its pending tool call too",
                        List.of(CREATED, new TurnStarted("t1", HUMAN), new UserMessage("t1", "hi", HUMAN),
                                new AssistantMessage("t1", 1, "running", null, List.of(LS)),
                                new ToolCallStarted("t1", "c1", "shell", LS.arguments())),
                        List.of(new UserText(3, "t1", "hi", HUMAN, false),
                                new AssistantText(4, "t1", 1, "running", null, Answer.COMPLETE),
                                new ToolUse(4, "t1", "c1", "shell", LS.arguments(), null, true),
                                new TurnEnd(5, "t1", Status.INTERRUPTED, null, 1))),
                row("a new turn after a crash closes the previous one as interrupted",
                        List.of(CREATED, new TurnStarted("t1", HUMAN), new UserMessage("t1", "a", HUMAN),
                                new TurnStarted("t2", HUMAN), new UserMessage("t2", "b", HUMAN),
                                new TurnFinished("t2", TurnOutcome.error("network", "down"), 0)),
                        List.of(new UserText(3, "t1", "a", HUMAN, false), new TurnEnd(3, "t1", Status.INTERRUPTED, null, 0),
                                new UserText(5, "t2", "b", HUMAN, false),
                                new TurnEnd(6, "t2", Status.FINISHED, TurnOutcome.error("network", "down"), 0))),
                row("the same call id in two turns pairs within its own turn",
                        List.of(CREATED, new TurnStarted("t1", HUMAN),
                                new AssistantMessage("t1", 1, "", null, List.of(LS)),
                                new TurnStarted("t2", HUMAN),
                                new AssistantMessage("t2", 1, "", null, List.of(LS)),
                                new ToolCallFinished("t2", "c1", "shell", "out", true, 2, 3, null),
                                new TurnFinished("t2", TurnOutcome.completed(), 1)),
                        List.of(new AssistantText(3, "t1", 1, "", null, Answer.COMPLETE),
                                new ToolUse(3, "t1", "c1", "shell", LS.arguments(), null, true),
                                new TurnEnd(3, "t1", Status.INTERRUPTED, null, 1),
                                new AssistantText(5, "t2", 1, "", null, Answer.COMPLETE),
                                new ToolUse(5, "t2", "c1", "shell", LS.arguments(),
                                        new ToolOutput(6, "out", true, 2, 3, null), false),
                                new TurnEnd(7, "t2", Status.FINISHED, TurnOutcome.completed(), 1))),
                row("notes, notices and commands (run and done) are entries outside turns",
                        List.of(CREATED, new ContextNote("goal", "objective: x"), new CommandRun("i1", "goal", "pause"),
                                new CommandDone("i1", true, "paused"), new CommandRun("i2", "help", ""),
                                Notices.of("goal", "goal-blocked", "no-progress", "3 rounds changed nothing")),
                        List.of(new Note(2, "goal", "objective: x"),
                                new CommandUse(3, "i1", "goal", "pause", new CommandOutput(4, true, "paused")),
                                new CommandUse(5, "i2", "help", "", null),
                                new Notice(6, "goal", "goal-blocked", List.of("no-progress", "3 rounds changed nothing"),
                                        "Goal blocked (no-progress): 3 rounds changed nothing"))),
                row("the text that streamed before a stream broke is a cut answer; the turn records why it ended",
                        List.of(CREATED, new TurnStarted("t1", HUMAN), new UserMessage("t1", "talk", HUMAN),
                                AssistantMessage.cut("t1", 1, "Half an ans", null),
                                new TurnFinished("t1", TurnOutcome.cancelled(CancelReason.PERSON), 1)),
                        List.of(new UserText(3, "t1", "talk", HUMAN, false),
                                new AssistantText(4, "t1", 1, "Half an ans", null, Answer.CUT),
                                new TurnEnd(5, "t1", Status.FINISHED, TurnOutcome.cancelled(CancelReason.PERSON), 1))),
                row("a harness prompt after goal rounds follows a goal round",
                        List.of(CREATED, new UserMessage("t0", "setup", InputOrigin.system()),
                                new UserMessage("t1", "round", GOAL),
                                new UserMessage("t2", "[goal complete] say so", InputOrigin.system())),
                        List.of(new UserText(2, "t0", "setup", InputOrigin.system(), false),
                                new UserText(3, "t1", "round", GOAL, false),
                                new UserText(4, "t2", "[goal complete] say so", InputOrigin.system(), true))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void projectsTheLog(String name, List<LoggedEvent> log, List<TranscriptEntry> entries) {
        assertEquals(new Transcript(entries), Transcripts.plain().fold(log));
    }

    static Arguments row(String name, List<SessionEvent> events, List<TranscriptEntry> entries) {
        return Arguments.of(name, logOf(events), entries);
    }

    static List<LoggedEvent> logOf(List<SessionEvent> events) {
        List<LoggedEvent> log = new ArrayList<>();
        for (SessionEvent event : events) {
            log.add(new LoggedEvent(log.size() + 1, Instant.EPOCH, event));
        }
        return log;
    }
}
