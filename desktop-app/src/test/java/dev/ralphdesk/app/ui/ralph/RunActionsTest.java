package dev.ralphdesk.app.ui.ralph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cancel and Resume run for the selected run, as a table of run states. */
class RunActionsTest {

    static RunView run(RunState state) {
        return new RunView("run-1", "fix the build", 5, "spawn", null, null, state, List.of(), null,
                Instant.parse("2026-01-01T00:00:00Z"), null, 0);
    }

    @Test
    void cancelWhileRunningHereResumeWhenInterruptedNothingOtherwise() {
        assertEquals(RunActions.NONE, RunActions.of(null, false));
        assertEquals(new RunActions(true, false), RunActions.of(run(RunState.RUNNING), false));
        assertEquals(new RunActions(false, true), RunActions.of(run(RunState.INTERRUPTED), false));
        for (RunState finished : List.of(RunState.COMPLETE, RunState.BLOCKED, RunState.BUDGET_LIMITED,
                RunState.FAILED, RunState.CANCELLED)) {
            assertEquals(RunActions.NONE, RunActions.of(run(finished), false), finished.label());
        }
        assertEquals(RunActions.NONE, RunActions.of(run(RunState.RUNNING), true), "busy");
        assertEquals(RunActions.NONE, RunActions.of(run(RunState.INTERRUPTED), true), "busy");
    }
}
