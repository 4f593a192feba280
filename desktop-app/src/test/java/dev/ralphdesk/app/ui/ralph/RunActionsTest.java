package dev.ralphdesk.app.ui.ralph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cancel and Resume run for the selected run, as a table of run states. */
class RunActionsTest {

    static RunView run(RunState state) {
        return new RunView("run-1", "fix the build", 5, "spawn", null, null, state, List.of(),
                Instant.parse("2026-01-01T00:00:00Z"), null, 0, null);
    }

    private static RunState ended(RalphOutcome outcome) {
        return new RunState.Ended(outcome == RalphOutcome.COMPLETE
                ? new RalphResult("run-1", 1, outcome, List.of("worker reported"), RalphRoundReport.complete("done",
                        List.of("tests pass")), null)
                : new RalphResult("run-1", 1, outcome, List.of(), null, outcome.wire()));
    }

    @Test
    void cancelWhileRunningHereResumeWhenInterruptedNothingOtherwise() {
        assertEquals(RunActions.NONE, RunActions.of(null, false));
        assertEquals(new RunActions(true, false), RunActions.of(run(RunState.RUNNING), false));
        assertEquals(new RunActions(false, true), RunActions.of(run(RunState.INTERRUPTED), false));
        for (RalphOutcome outcome : RalphOutcome.values()) {
            assertEquals(RunActions.NONE, RunActions.of(run(ended(outcome)), false), outcome.wire());
        }
        assertEquals(RunActions.NONE, RunActions.of(run(RunState.RUNNING), true), "busy");
        assertEquals(RunActions.NONE, RunActions.of(run(RunState.INTERRUPTED), true), "busy");
    }
}
