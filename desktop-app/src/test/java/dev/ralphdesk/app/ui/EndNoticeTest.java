package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which goal and run changes are notified, and what the notice says. */
class EndNoticeTest {
    private static final Texts EN = Texts.of("en");
    private static final Texts ZH = Texts.of("zh");
    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

    private static GoalSnapshot goal(GoalPhase phase, BlockReason reason) {
        GoalCompletion done = phase == GoalPhase.COMPLETE ? new GoalCompletion("verifier passed", "", 2) : null;
        return new GoalSnapshot("goal-1", phase == GoalPhase.ACTIVE ? 1 : 2, "ship it", phase, reason, 256, null, null,
                null, null, done, T, T);
    }

    @Test
    void aGoalThatEndsIsNotifiedWithItsKind() {
        GoalSnapshot active = goal(GoalPhase.ACTIVE, null);
        EndNotice complete = EndNotice.goal(active, goal(GoalPhase.COMPLETE, null)).orElseThrow();
        assertEquals(EndNotice.Kind.COMPLETE, complete.kind());
        assertEquals("Goal complete", EN.format(complete.title()));
        assertEquals("ship it\nCertified by verifier passed", EN.format(complete.text()));
        assertEquals("目标已完成", ZH.format(complete.title()));
        assertEquals("ship it\n认证依据：验证通过", ZH.format(complete.text()));
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
        EndNotice notice = EndNotice.run("fix it", failed).orElseThrow();
        assertEquals(EndNotice.Kind.FAILED, notice.kind());
        assertEquals("Ralph run failed", EN.format(notice.title()));
        assertEquals("fix it\n3 rounds · round 3 failed: timeout", EN.format(notice.text()));
        assertEquals("fix it\n3 轮 · round 3 failed: timeout", ZH.format(notice.text()));
        RalphResult one = new RalphResult("r", 1, RalphOutcome.COMPLETE, List.of("check passed"),
                RalphRoundReport.complete("done", List.of("ok")), null);
        assertEquals("fix it\n1 round · certified by check passed",
                EN.format(EndNotice.run("fix it", one).orElseThrow().text()));
        assertEquals(Optional.empty(), EndNotice.run("fix it", new RalphResult("r", 1, RalphOutcome.CANCELLED,
                List.of(), null, null)));
    }
}
