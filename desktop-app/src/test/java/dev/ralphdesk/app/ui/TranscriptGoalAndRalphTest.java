package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.event.GoalChange;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RalphRunFinished;
import dev.ralphdesk.ralph.run.RalphRunStarted;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Goal-round separators carry the goal's own cap; each Ralph run gets one card that follows its state. */
class TranscriptGoalAndRalphTest {
    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

    private static List<LoggedEvent> log(SessionEvent... events) {
        List<LoggedEvent> out = new ArrayList<>();
        for (SessionEvent event : events) {
            out.add(new LoggedEvent(out.size() + 1, T, event));
        }
        return out;
    }

    private static GoalChange goal(String id, int cap) {
        return GoalChange.of(new GoalSnapshot(id, 1, "objective", GoalPhase.ACTIVE, null, cap, null, null, null, null,
                null, T, T));
    }

    @Test
    void separatorsReadTheRoundOfTheCapOfTheirOwnGoal() {
        TranscriptViewModel transcript = new TranscriptViewModel(round -> 256);
        transcript.replay(log(goal("goal-1", 12), new UserMessage("t1", "go on", new InputOrigin.Goal("goal-1", 1, 1)),
                goal("goal-2", 3), new UserMessage("t2", "go on", new InputOrigin.Goal("goal-2", 1, 2))));

        assertEquals(List.of(new TranscriptRow.GoalRoundRow(1, 12), new TranscriptRow.UserRow("t1", "go on"),
                new TranscriptRow.GoalRoundRow(2, 3), new TranscriptRow.UserRow("t2", "go on")), transcript.rows());
        assertEquals("Goal round 2 / 3", ((TranscriptRow.GoalRoundRow) transcript.rows().get(2)).label());
    }

    @Test
    void aRunHasOneCardThatShowsHowItEnded() {
        TranscriptViewModel transcript = new TranscriptViewModel();
        RalphRoundReport report = RalphRoundReport.complete("done", List.of("`true` exited 0"));
        transcript.replay(log(
                new RalphRunStarted("run-1", "fix the build", 5, "spawn", null, null, 1, null, false),
                new RalphRunFinished("run-1", new RalphResult("run-1", 2, RalphOutcome.COMPLETE,
                        List.of("verifier passed"), report, null))));

        assertEquals(List.of(new TranscriptRow.RalphCardRow("run-1", "fix the build", "complete", 2, 5)),
                transcript.rows());
        assertEquals("Ralph run · complete · 2 / 5 rounds",
                ((TranscriptRow.RalphCardRow) transcript.rows().get(0)).label());
    }
}
