package dev.ralphdesk.ralph.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RalphRoundFinished;
import dev.ralphdesk.ralph.run.RalphRoundStarted;
import dev.ralphdesk.ralph.run.RalphRunFinished;
import dev.ralphdesk.ralph.run.RalphRunStarted;
import dev.ralphdesk.ralph.run.RoundFailure;
import dev.ralphdesk.ralph.run.RunBudgets;
import dev.ralphdesk.ralph.run.RunUsage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The timeline fold as tables of events → expected runs. */
class RalphTimelineTest {
    private static final RalphRoundReport R1 = RalphRoundReport.continuing("one", List.of(), List.of("two"));
    private static final RalphRoundReport R2 = RalphRoundReport.complete("done", List.of("tests pass"));

    private static RalphRunStarted started(String run) {
        return new RalphRunStarted(run, "objective", 5, "spawn", null, RunBudgets.NONE, 1, null, false, null);
    }

    private static RalphRunStarted resumed(String run, int from, RalphRoundReport handoff) {
        return new RalphRunStarted(run, "objective", 5, "spawn", null, RunBudgets.NONE, from, handoff, true, null);
    }

    private static RalphRoundStarted round(String run, int n, String child) {
        return new RalphRoundStarted(run, n, 5, child);
    }

    private static RalphRoundFinished reported(String run, int n, String child, RalphRoundReport report) {
        return new RalphRoundFinished(run, n, child, report, null, 1000, new Usage(10, 5, 0), 0.01,
                List.of("a.txt"), 1, null, List.of(), 1);
    }

    private static RalphRoundFinished failed(String run, int n, String child) {
        return new RalphRoundFinished(run, n, child, null, new RoundFailure("invalid-report", "no report"), 500,
                Usage.ZERO, null, List.of(), 0, null, List.of(), 2);
    }

    private static RalphRunFinished finished(String run, RalphOutcome outcome, int rounds, RalphRoundReport report) {
        List<String> by = outcome == RalphOutcome.COMPLETE ? List.of("verifier passed") : List.of();
        return new RalphRunFinished(run, new RalphResult(run, rounds, outcome, by, report, null));
    }

    private static List<LoggedEvent> log(SessionEvent... events) {
        List<LoggedEvent> out = new ArrayList<>();
        for (int i = 0; i < events.length; i++) {
            out.add(new LoggedEvent(i + 2, Instant.EPOCH.plusSeconds(i), events[i]));
        }
        return out;
    }

    private record Row(String name, List<LoggedEvent> events, Set<String> live, String state,
            List<RoundState> rounds, int resumes) {
    }

    @Test
    void foldsEventsIntoRunsTable() {
        List<Row> table = List.of(
                new Row("nothing yet", log(), Set.of(), null, List.of(), 0),
                new Row("finished complete", log(started("r"), round("r", 1, "c1"), reported("r", 1, "c1", R1),
                        round("r", 2, "c2"), reported("r", 2, "c2", R2), finished("r", RalphOutcome.COMPLETE, 2, R2)),
                        Set.of(), "complete", List.of(RoundState.REPORTED, RoundState.REPORTED), 0),
                new Row("unfinished and not live is interrupted, its open round too",
                        log(started("r"), round("r", 1, "c1"), reported("r", 1, "c1", R1), round("r", 2, "c2")),
                        Set.of(), "interrupted", List.of(RoundState.REPORTED, RoundState.INTERRUPTED), 0),
                new Row("unfinished and live is running",
                        log(started("r"), round("r", 1, "c1")),
                        Set.of("r"), "running", List.of(RoundState.RUNNING), 0),
                new Row("started with no round yet, not live",
                        log(started("r")), Set.of(), "interrupted", List.of(), 0),
                new Row("failed round then failed run",
                        log(started("r"), round("r", 1, "c1"), failed("r", 1, "c1"),
                                finished("r", RalphOutcome.FAILED, 1, null)),
                        Set.of(), "failed", List.of(RoundState.FAILED), 0),
                new Row("resumed: the interrupted round stays, its rerun follows",
                        log(started("r"), round("r", 1, "c1"), reported("r", 1, "c1", R1), round("r", 2, "c2"),
                                resumed("r", 2, R1), round("r", 2, "c3"), reported("r", 2, "c3", R2),
                                finished("r", RalphOutcome.COMPLETE, 2, R2)),
                        Set.of(), "complete",
                        List.of(RoundState.REPORTED, RoundState.INTERRUPTED, RoundState.REPORTED), 1),
                new Row("events of a run that never started are ignored",
                        log(round("x", 1, "c1"), reported("x", 1, "c1", R1)), Set.of(), null, List.of(), 0),
                new Row("other events are skipped",
                        log(new UserMessage("t", "hello", InputOrigin.human()), started("r"),
                                finished("r", RalphOutcome.CANCELLED, 0, null)),
                        Set.of(), "cancelled", List.of(), 0));
        for (Row row : table) {
            List<RunView> runs = RalphTimeline.fold(row.events(), row.live());
            if (row.state() == null) {
                assertEquals(List.of(), runs, row.name());
                continue;
            }
            assertEquals(1, runs.size(), row.name());
            RunView run = runs.get(0);
            assertEquals(row.state(), run.state().label(), row.name());
            assertEquals(row.rounds(), run.rounds().stream().map(RoundView::state).toList(), row.name());
            assertEquals(row.resumes(), run.resumes(), row.name());
        }
    }

    @Test
    void anInterruptedRunOffersItsLastGoodReportAndWhatItSpent() {
        RunView run = RalphTimeline.fold(log(started("r"), round("r", 1, "c1"), reported("r", 1, "c1", R1),
                round("r", 2, "c2"), failed("r", 2, "c2")), Set.of()).get(0);
        assertEquals(RunState.INTERRUPTED, run.state());
        assertEquals(R1, run.lastGoodReport().orElseThrow());
        assertEquals(1, run.lastGoodRound());
        assertEquals(2, run.roundsStarted());
        assertEquals(new RunUsage(15, 0.01, 1500), run.used());
    }

    @Test
    void runsOfOneSessionKeepTheirStartOrder() {
        List<RunView> runs = RalphTimeline.fold(log(started("a"), finished("a", RalphOutcome.BLOCKED, 0, null),
                started("b")), Set.of("b"));
        assertEquals(List.of("a", "b"), runs.stream().map(RunView::runId).toList());
        assertEquals(List.of("blocked", "running"), runs.stream().map(run -> run.state().label()).toList());
    }
}
