package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.event.GoalChange;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RalphRunFinished;
import dev.ralphdesk.ralph.run.RalphRunStarted;
import dev.ralphdesk.ralph.transcript.RunCards;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Goal-round separators carry the cap their round was admitted with; each Ralph run gets one card that follows its state. */
class TranscriptGoalAndRalphTest {
    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

    private static List<LoggedEvent> log(SessionEvent... events) {
        List<LoggedEvent> out = new ArrayList<>();
        for (SessionEvent event : events) {
            out.add(new LoggedEvent(out.size() + 1, T, event));
        }
        return out;
    }

    /** The window's transcript with the Ralph plugin's run cards; no run is going in this test. */
    private static TranscriptViewModel transcript() {
        return new TranscriptViewModel(new Transcripts(List.of(new RunCards())), run -> false);
    }

    private static GoalChange goal(String id, int cap) {
        return GoalChange.of(new GoalSnapshot(id, 1, "objective", GoalPhase.ACTIVE, null, cap, null, null, null, null,
                null, T, T));
    }

    @Test
    void separatorsReadTheRoundAndTheCapTheirGoalHadWhenTheRoundWasAdmitted() {
        TranscriptViewModel transcript = transcript();
        transcript.replay(log(goal("goal-1", 12), new UserMessage("t1", "go on", new InputOrigin.Goal("goal-1", 1, 1, 12)),
                goal("goal-2", 3), new UserMessage("t2", "go on", new InputOrigin.Goal("goal-2", 1, 2, 3)),
                new UserMessage("t3", "go on", new InputOrigin.Goal("goal-2", 1, 3))));

        assertEquals(List.of(new TranscriptRow.GoalRoundRow("t1", 1, 12, "go on"),
                new TranscriptRow.GoalRoundRow("t2", 2, 3, "go on"), new TranscriptRow.GoalRoundRow("t3", 3, null,
                        "go on")), transcript.rows());
        assertEquals("Goal round 2 / 3",
                Texts.of("en").format(((TranscriptRow.GoalRoundRow) transcript.rows().get(1)).label()));
        assertEquals("Goal round 3", Texts.of("en").format(((TranscriptRow.GoalRoundRow) transcript.rows().get(2))
                .label()), "a round of a log written before caps were recorded");
    }

    @Test
    void replayedRoundPromptsAndTheClosingRequestArePartOfSeparatorsAndPeopleStayUserRows() {
        TranscriptViewModel transcript = transcript();
        transcript.replay(log(new UserMessage("t0", "/goal fix it", InputOrigin.human()), goal("g", 20),
                new UserMessage("t1", "Goal round 1 of 20: fix it", new InputOrigin.Goal("g", 1, 1, 20)),
                new AssistantMessage("t1", 1, "Fixed.", null, List.of()),
                new UserMessage("t2", "[goal complete] Say what certified it.", InputOrigin.system()),
                new UserMessage("t3", "thanks", InputOrigin.human())));

        assertEquals(List.of(new TranscriptRow.UserRow("t0", "/goal fix it"),
                new TranscriptRow.GoalRoundRow("t1", 1, 20, "Goal round 1 of 20: fix it"),
                new TranscriptRow.AssistantRow("t1", "Fixed.", "", true),
                new TranscriptRow.HarnessPromptRow("t2", Message.of("transcript.goalClosing"), "[goal complete] Say what certified it."),
                new TranscriptRow.UserRow("t3", "thanks")), transcript.rows());
    }

    @Test
    void liveRoundPromptsAndTheClosingRequestArePartOfSeparators() {
        TranscriptViewModel transcript = transcript();
        LiveLog live = new LiveLog(new SessionId("s"), 1);
        transcript.apply(List.of(
                live.commit(new UserMessage("t1", "Goal round 1 of 20: fix it", new InputOrigin.Goal("g", 1, 1, 20))),
                live.commit(new UserMessage("t2", "[goal complete] Say what certified it.", InputOrigin.system())),
                live.commit(new UserMessage("t3", "thanks", InputOrigin.human()))));

        assertEquals(List.of(new TranscriptRow.GoalRoundRow("t1", 1, 20, "Goal round 1 of 20: fix it"),
                new TranscriptRow.HarnessPromptRow("t2", Message.of("transcript.goalClosing"), "[goal complete] Say what certified it."),
                new TranscriptRow.UserRow("t3", "thanks")), transcript.rows());
    }

    @Test
    void separatorsAndRalphCardsReadInTheUiLanguage() {
        TranscriptRow.GoalRoundRow round = new TranscriptRow.GoalRoundRow("t1", 3, 256, "prompt");
        TranscriptRow.RalphCardRow card = new TranscriptRow.RalphCardRow("r1", "fix it", "running", 2, 5);
        assertEquals("Goal round 3 / 256", Texts.of("en").format(round.label()));
        assertEquals("目标第 3 / 256 轮", Texts.of("zh").format(round.label()));
        assertEquals("Ralph run · running · 2 / 5 rounds", Texts.of("en").format(card.label()));
        assertEquals("Ralph 运行 · 运行中 · 2 / 5 轮", Texts.of("zh").format(card.label()));
    }

    @Test
    void aHarnessPromptWithoutGoalRoundsIsNotCalledAGoalClosing() {
        TranscriptViewModel transcript = transcript();
        transcript.replay(log(new UserMessage("t1", "Ralph round 1 / 5. Objective: …", InputOrigin.system())));

        assertEquals(List.of(new TranscriptRow.HarnessPromptRow("t1", Message.of("transcript.harnessPrompt"), "Ralph round 1 / 5. Objective: …")),
                transcript.rows());
    }

    @Test
    void aRunTheLogLeavesUnfinishedIsRunningWhileGoingHereAndInterruptedOtherwise() {
        List<LoggedEvent> started = log(new RalphRunStarted("run-1", "fix the build", 5, "spawn", null, null, 1, null,
                false));
        TranscriptViewModel going = new TranscriptViewModel(new Transcripts(List.of(new RunCards())),
                run -> run.equals("run-1"));
        going.replay(started);
        TranscriptViewModel stopped = transcript();
        stopped.replay(started);

        assertEquals(List.of(new TranscriptRow.RalphCardRow("run-1", "fix the build", "running", 0, 5)), going.rows());
        assertEquals(List.of(new TranscriptRow.RalphCardRow("run-1", "fix the build", "interrupted", 0, 5)),
                stopped.rows());
    }

    @Test
    void aRunHasOneCardThatShowsHowItEnded() {
        TranscriptViewModel transcript = transcript();
        RalphRoundReport report = RalphRoundReport.complete("done", List.of("`true` exited 0"));
        transcript.replay(log(
                new RalphRunStarted("run-1", "fix the build", 5, "spawn", null, null, 1, null, false),
                new RalphRunFinished("run-1", new RalphResult("run-1", 2, RalphOutcome.COMPLETE,
                        List.of("verifier passed"), report, null))));

        assertEquals(List.of(new TranscriptRow.RalphCardRow("run-1", "fix the build", "complete", 2, 5)),
                transcript.rows());
        assertEquals("Ralph run · complete · 2 / 5 rounds",
                Texts.of("en").format(((TranscriptRow.RalphCardRow) transcript.rows().get(0)).label()));
    }
}
