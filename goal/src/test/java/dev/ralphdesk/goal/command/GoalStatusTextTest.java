package dev.ralphdesk.goal.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.Activation;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.service.GoalView;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Snapshots of the status text people read after /goal and goal status. */
class GoalStatusTextTest {
    private static final SessionId SESSION = new SessionId("s1");
    private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");
    private static final VerifierEvidence FAILED = new VerifierEvidence("shell", "c9", "mvn -q test", false, 1,
            "3 tests failing", T0, false);

    private static GoalSnapshot goal(GoalPhase phase, BlockReason reason, GoalCompletion completion) {
        return new GoalSnapshot("goal-1", 4, "fix the build", phase, reason, 20, "mvn -q test",
                new GoalBudgets(50_000L, 1.5, 1800L), ContinuationMode.COMPACT, null, completion, T0, T0);
    }

    private static GoalView view(GoalSnapshot goal, Activation activation, boolean running) {
        return new GoalView(SESSION, goal, 7, new GoalUsage(12_345, 0.0123, true, Duration.ofSeconds(65)), activation,
                FAILED, running, null);
    }

    @Test
    void noGoal() {
        assertEquals("No goal. Start one with /goal <objective>.",
                GoalStatusText.render(new GoalView(SESSION, null, 0, GoalUsage.ZERO, Activation.DISARMED, null, false,
                        null)));
    }

    @Test
    void activeArmedWithARoundRunning() {
        assertEquals("""
                Goal: fix the build
                Phase: active · armed · round 7 running
                Rounds: 7 / 20
                Usage: 12,345 tokens · $0.0123 · 1m 05s
                Budgets: 50,000 tokens · $1.50 · 30m 00s
                Check: mvn -q test
                Continuation: compact
                Last evidence: `mvn -q test` failed (exit 1)""",
                GoalStatusText.render(view(goal(GoalPhase.ACTIVE, null, null), Activation.ARMED, true)));
    }

    @Test
    void anArmedGoalWaitingForOtherWorkSaysWhatItWaitsFor() {
        GoalView waiting = new GoalView(SESSION, goal(GoalPhase.ACTIVE, null, null), 7, GoalUsage.ZERO,
                Activation.ARMED, null, false, null, "Ralph run 1b2c3d4e");
        assertEquals("""
                Goal: fix the build
                Phase: active · armed · waiting for Ralph run 1b2c3d4e to end
                Rounds: 7 / 20
                Usage: 0 tokens · 0s
                Budgets: 50,000 tokens · $1.50 · 30m 00s
                Check: mvn -q test
                Continuation: compact""",
                GoalStatusText.render(waiting));
    }

    @Test
    void blockedShowsTheReason() {
        BlockReason reason = new BlockReason("round-limit", "stopped after 20 rounds (the cap) before the completion "
                + "gate was satisfied; last evidence: `mvn -q test` failed (exit 1)");
        assertEquals("""
                Goal: fix the build
                Phase: blocked · disarmed
                Rounds: 7 / 20
                Usage: 12,345 tokens · $0.0123 · 1m 05s
                Budgets: 50,000 tokens · $1.50 · 30m 00s
                Check: mvn -q test
                Continuation: compact
                Blocked: round-limit — stopped after 20 rounds (the cap) before the completion gate was satisfied; \
                last evidence: `mvn -q test` failed (exit 1)
                Last evidence: `mvn -q test` failed (exit 1)""",
                GoalStatusText.render(view(goal(GoalPhase.BLOCKED, reason, null), Activation.DISARMED, false)));
    }

    @Test
    void completeShowsWhatCertifiedIt() {
        GoalCompletion done = new GoalCompletion("verifier passed, check passed", "`mvn -q test` passed (exit 0)", 7);
        assertEquals("""
                Goal: fix the build
                Phase: complete · disarmed
                Rounds: 7 / 20
                Usage: 12,345 tokens · $0.0123 · 1m 05s
                Budgets: 50,000 tokens · $1.50 · 30m 00s
                Check: mvn -q test
                Continuation: compact
                Completed: certified by verifier passed, check passed — `mvn -q test` passed (exit 0)""",
                GoalStatusText.render(view(goal(GoalPhase.COMPLETE, null, done), Activation.DISARMED, false)));
    }

    @Test
    void invalidRecordSaysTheSessionIsReadOnly() {
        GoalView view = new GoalView(SESSION, null, 0, GoalUsage.ZERO, Activation.DISARMED, null, false,
                "goal record invalid at record 9 (goal/change): gap: revision 5 of goal g follows revision 3");
        assertEquals("""
                Goal record invalid — this session is read-only.
                goal record invalid at record 9 (goal/change): gap: revision 5 of goal g follows revision 3""",
                GoalStatusText.render(view));
    }

    @Test
    void durations() {
        assertEquals("42s", GoalStatusText.duration(Duration.ofSeconds(42)));
        assertEquals("3m 05s", GoalStatusText.duration(Duration.ofSeconds(185)));
        assertEquals("1h 02m", GoalStatusText.duration(Duration.ofMinutes(62)));
    }
}
