package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.Activation;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.service.GoalView;
import java.time.Duration;
import java.time.Instant;

/** Goal views for table tests: a goal in a phase, with rounds used of a cap, armed or not. */
final class GoalViews {
    static final SessionId SESSION = new SessionId("s-1");
    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

    private GoalViews() {
    }

    static GoalView none() {
        return new GoalView(SESSION, null, 0, GoalUsage.ZERO, Activation.DISARMED, null, false, null);
    }

    static GoalView readOnly() {
        return new GoalView(SESSION, null, 0, GoalUsage.ZERO, Activation.DISARMED, null, false, "bad record at seq 4");
    }

    static GoalSnapshot goal(GoalPhase phase, int cap, GoalBudgets budgets) {
        BlockReason reason = phase == GoalPhase.BLOCKED ? new BlockReason("no-progress", "three rounds, no change")
                : null;
        GoalCompletion done = phase == GoalPhase.COMPLETE ? new GoalCompletion("verifier passed", "`mvn test` passed", 3)
                : null;
        return new GoalSnapshot("goal-1", 2, "make the tests pass", phase, reason, cap, null, budgets, null, null, done,
                T, T);
    }

    /** A goal completed on {@code evidence} (as recorded), with {@code last} as the session's last evidence. */
    static GoalView completed(String evidence, VerifierEvidence last) {
        GoalSnapshot goal = new GoalSnapshot("goal-1", 2, "make the tests pass", GoalPhase.COMPLETE, null, 256, null,
                GoalBudgets.none(), null, null, new GoalCompletion("verifier passed", evidence, 3), T, T);
        return new GoalView(SESSION, goal, 3, GoalUsage.ZERO, Activation.DISARMED, last, false, null);
    }

    static GoalView view(GoalPhase phase, int rounds, int cap, boolean armed, boolean running) {
        return new GoalView(SESSION, goal(phase, cap, GoalBudgets.none()), rounds,
                new GoalUsage(1234, 0.5, true, Duration.ofSeconds(65)), armed ? Activation.ARMED : Activation.DISARMED,
                null, running, null);
    }
}
