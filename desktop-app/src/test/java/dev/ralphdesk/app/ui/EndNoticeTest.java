package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which goal and run changes are notified, and what the notice says. */
class EndNoticeTest {
    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

    private static GoalSnapshot goal(GoalPhase phase, BlockReason reason) {
        GoalCompletion done = phase == GoalPhase.COMPLETE ? new GoalCompletion("verifier passed", "", 2) : null;
        return new GoalSnapshot("goal-1", phase == GoalPhase.ACTIVE ? 1 : 2, "ship it", phase, reason, 256, null, null,
                null, null, done, T, T);
    }

    @Test
    void aGoalThatEndsIsNotifiedWithItsKind() {
        GoalSnapshot active = goal(GoalPhase.ACTIVE, null);
        assertEquals(Optional.of(new EndNotice("Goal complete", "ship it\nCertified by verifier passed",
                EndNotice.Kind.COMPLETE)), EndNotice.goal(active, goal(GoalPhase.COMPLETE, null)));
        assertEquals(EndNotice.Kind.BUDGET_LIMITED, EndNotice.goal(active, goal(GoalPhase.BLOCKED,
                new BlockReason("budget-tokens", "used 10 of 10 tokens"))).orElseThrow().kind());
        assertEquals(EndNotice.Kind.FAILED, EndNotice.goal(active, goal(GoalPhase.BLOCKED,
                new BlockReason("turn-error", "the provider failed"))).orElseThrow().kind());
        assertEquals(EndNotice.Kind.BLOCKED, EndNotice.goal(active, goal(GoalPhase.BLOCKED,
                new BlockReason("no-progress", "three rounds without change"))).orElseThrow().kind());
    }

    @Test
    void pausesAndFirstSightingsAreNotNotified() {
        assertEquals(Optional.empty(), EndNotice.goal(goal(GoalPhase.ACTIVE, null), goal(GoalPhase.PAUSED, null)));
        assertEquals(Optional.empty(), EndNotice.goal(null, goal(GoalPhase.COMPLETE, null)));
    }

    @Test
    void aRunIsNotifiedUnlessThePersonCancelledIt() {
        RalphResult failed = new RalphResult("r", 3, RalphOutcome.FAILED, List.of(), null, "round 3 failed: timeout");
        assertEquals(Optional.of(new EndNotice("Ralph run failed", "fix it\n3 rounds · round 3 failed: timeout",
                EndNotice.Kind.FAILED)), EndNotice.run("fix it", failed));
        assertEquals(Optional.empty(), EndNotice.run("fix it", new RalphResult("r", 1, RalphOutcome.CANCELLED,
                List.of(), null, null)));
    }
}
