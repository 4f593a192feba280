package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.transcript.TranscriptRow.AssistantRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.ToolCard;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.ToolStatus;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.InputOrigin;
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
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.Test;

/** Live events and replayed logs → transcript rows, as tables. */
class TranscriptViewModelTest {
    private static final SessionId S = new SessionId("s");
    private final TranscriptViewModel transcript = new TranscriptViewModel(Transcripts.plain(), run -> false);
    private final LiveLog live = new LiveLog(S, 1);

    @Test
    void streamingTextBecomesOneCompleteAssistantRow() {
        transcript.apply(List.of(live.commit(new TurnStarted("t", InputOrigin.human())),
                live.commit(new UserMessage("t", "hi", InputOrigin.human())), live.text("t", 1, "Hel"),
                live.text("t", 1, "lo")));
        assertEquals(new AssistantRow("t", "Hello", "", false), transcript.rows().get(1));

        transcript.apply(List.of(live.commit(new AssistantMessage("t", 1, "Hello", null, List.of())),
                live.commit(new TurnFinished("t", TurnOutcome.completed(), 1))));
        assertEquals(List.of(new TranscriptRow.UserRow("t", "hi"), new AssistantRow("t", "Hello", "", true)),
                transcript.rows());
    }

    @Test
    void theDeltasOfOneFrameChangeTheStreamingRowOnce() {
        transcript.apply(List.of(live.commit(new TurnStarted("t", InputOrigin.human())),
                live.commit(new UserMessage("t", "hi", InputOrigin.human())), live.text("t", 1, "a")));
        List<String> changes = new ArrayList<>();
        transcript.rows().addListener((ListChangeListener<TranscriptRow>) change -> changes.add(change.toString()));

        transcript.apply(List.of(live.text("t", 1, "b"), live.text("t", 1, "c"), live.reasoning("t", 1, "why"),
                live.reasoning("t", 1, "!"), live.text("t", 1, "d")));

        assertEquals(new AssistantRow("t", "abcd", "why!", false), transcript.rows().get(1));
        assertEquals(3, changes.size(), "one change per run of deltas: text, reasoning, text: " + changes);
    }

    @Test
    void reasoningStreamsIntoTheSameRow() {
        transcript.apply(List.of(live.commit(new TurnStarted("t", InputOrigin.human())),
                live.reasoning("t", 1, "think"), live.text("t", 1, "answer")));
        assertEquals(List.of(new AssistantRow("t", "answer", "think", false)), transcript.rows());
    }

    @Test
    void aStreamCutShortStaysAsWhatStreamedMarkedCut() {
        transcript.apply(List.of(live.commit(new TurnStarted("t", InputOrigin.human())), live.text("t", 1, "Half an"),
                live.commit(AssistantMessage.cut("t", 1, "Half an", null)),
                live.commit(new TurnFinished("t", TurnOutcome.cancelled(CancelReason.PERSON), 1))));
        assertEquals(List.of(new AssistantRow("t", "Half an", "", true, true),
                new TranscriptRow.NoticeRow(Message.of("transcript.stopped.person"))), transcript.rows());
    }

    @Test
    void toolCallCardGoesFromRunningToItsResult() {
        ToolCall call = new ToolCall("c1", "shell", "{\"command\":\"false\"}");
        transcript.apply(List.of(live.commit(new TurnStarted("t", InputOrigin.human())),
                live.commit(new AssistantMessage("t", 1, "", null, List.of(call))),
                live.commit(new ToolCallStarted("t", "c1", "shell", call.arguments()))));
        assertEquals(ToolStatus.RUNNING, ((ToolCard) transcript.rows().get(0)).status());

        transcript.apply(List.of(live.commit(new ToolCallFinished("t", "c1", "shell", "exit code: 1", true, 1, 12,
                null))));
        assertEquals(new ToolCard("t", "c1", "shell", "{\"command\":\"false\"}", ToolStatus.FAILED, 1, "exit code: 1",
                12, null, 12), transcript.rows().get(0));
    }

    @Test
    void goalRoundsGetASeparatorWithRoundAndTheCapTheyWereAdmittedWith() {
        transcript.apply(List.of(live.commit(new TurnStarted("t", new InputOrigin.Goal("g1", 2, 3, 256))),
                live.commit(new UserMessage("t", "continue", new InputOrigin.Goal("g1", 2, 3, 256)))));
        TranscriptRow.GoalRoundRow separator = (TranscriptRow.GoalRoundRow) transcript.rows().get(0);
        assertEquals("Goal round 3 / 256", Texts.of("en").format(separator.label()));
        assertEquals(List.of(new TranscriptRow.GoalRoundRow("t", 3, 256, "continue")), transcript.rows(),
                "the round prompt is part of the separator, not a user row");
    }

    @Test
    void aFailedTurnSaysWhatHappenedAndWhatToDo() {
        transcript.apply(List.of(live.commit(new TurnFinished("t", TurnOutcome.error("auth", "401 Unauthorized"), 1))));
        TranscriptRow.ErrorRow error = (TranscriptRow.ErrorRow) transcript.rows().get(0);
        assertEquals(1, transcript.rows().size());
        Texts english = Texts.of("en");
        Texts chinese = Texts.of("zh");
        assertEquals("The turn failed (auth). 401 Unauthorized.", english.format(error.what()));
        assertEquals("Check the API key in Settings.", english.format(error.whatToDo()));
        assertEquals("本轮对话失败（auth）。 401 Unauthorized.", chinese.format(error.what()));
        assertEquals("请在设置中检查 API 密钥。", chinese.format(error.whatToDo()));
    }

    @Test
    void noticesReadInTheUiLanguageAndTheirEnglishIsTheRecordedText() {
        var notice = Notices.of("goal", "goal-blocked", "no-progress", "3 rounds changed nothing");
        transcript.apply(List.of(live.commit(notice)));
        TranscriptRow.NoticeRow row = (TranscriptRow.NoticeRow) transcript.rows().get(0);
        assertEquals(notice.text(), Texts.of("en").format(row.text()));
        assertEquals("目标受阻（no-progress）：3 rounds changed nothing", Texts.of("zh").format(row.text()));
    }

    @Test
    void aCommandIsShownFromItsRecordedRunAndAnswer() {
        transcript.apply(List.of(live.commit(new CommandRun("i1", "goal", "pause")),
                live.commit(new CommandDone("i1", true, "Paused."))));
        assertEquals(List.of(new TranscriptRow.CommandRow("i1", "/goal pause", true, "Paused.")), transcript.rows());
    }

    @Test
    void eventsTheLogShownAlreadyHoldsAreSkippedBySeq() {
        transcript.replay(List.of(new LoggedEvent(2, Instant.EPOCH, new CommandRun("i1", "help", ""))));
        transcript.apply(List.of(new LiveLog(S, 1).commit(new CommandRun("i1", "help", ""))));
        assertEquals(1, transcript.rows().size(), transcript.rows().toString());
    }

    @Test
    void aTurnWithoutEndInTheLogIsInterruptedAndItsToolCardToo() {
        Instant now = Instant.now();
        transcript.replay(List.of(
                new LoggedEvent(2, now, new TurnStarted("t", InputOrigin.human())),
                new LoggedEvent(3, now, new UserMessage("t", "run it", InputOrigin.human())),
                new LoggedEvent(4, now, new ToolCallStarted("t", "c1", "shell", "{}"))));

        assertEquals(ToolStatus.INTERRUPTED, ((ToolCard) transcript.rows().get(1)).status());
        assertTrue(Texts.of("en").format(((TranscriptRow.ErrorRow) transcript.rows().get(2)).what())
                .contains("interrupted"));
    }

    @Test
    void cappedOutputCarriesTheFullSizeNote() {
        Instant now = Instant.now();
        transcript.replay(List.of(new LoggedEvent(2, now, new ToolCallStarted("t", "c1", "shell", "{}")),
                new LoggedEvent(3, now, new ToolCallFinished("t", "c1", "shell", "x".repeat(10_240), false, 0,
                        3L * 1024 * 1024, "hash"))));

        assertEquals("Output capped: showing 10.0 KB of 3.0 MB (the full output is stored)",
                Texts.of("en").format(((ToolCard) transcript.rows().get(0)).fullSizeNote()));
    }

    @Test
    void anOutputStoredOnlyInPartSaysHowMuchIsStored() {
        Instant now = Instant.now();
        transcript.replay(List.of(new LoggedEvent(2, now, new ToolCallStarted("t", "c1", "shell", "{}")),
                new LoggedEvent(3, now, new ToolCallFinished("t", "c1", "shell", "x".repeat(10_240), false, 0,
                        50_000_000L, "hash", 8L * 1024 * 1024 + 5_000))));

        ToolCard card = (ToolCard) transcript.rows().get(0);
        assertEquals("Output capped: showing 10.0 KB of 47.7 MB; only 8.0 MB of it is stored (its beginning and end)",
                Texts.of("en").format(card.fullSizeNote()));
        assertEquals("输出已截短：显示 10.0 KB，共 47.7 MB；只保存了其中 8.0 MB（开头和结尾）",
                Texts.of("zh").format(card.fullSizeNote()));
    }
}
