package dev.ralphdesk.goal.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.goal.domain.Activation;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalUsage;
import java.time.Instant;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GoalBadgeTest {
    private static final SessionId S = new SessionId("s");

    private static GoalView view(GoalPhase phase, Activation activation, boolean running, String integrity) {
        GoalSnapshot goal = phase == null ? null : new GoalSnapshot("g", 2, "o", phase,
                phase == GoalPhase.BLOCKED ? new BlockReason("no-progress", "stuck") : null, 20, null, null, null,
                null, phase == GoalPhase.COMPLETE ? new GoalCompletion("verifier passed", "", 3) : null,
                Instant.EPOCH, Instant.EPOCH);
        return new GoalView(S, goal, 3, GoalUsage.ZERO, activation, null, running, integrity);
    }

    static Stream<Arguments> table() {
        return Stream.of(
                Arguments.of(view(null, Activation.DISARMED, false, null), new GoalBadge("No goal", GoalBadge.Tone.NONE)),
                Arguments.of(view(GoalPhase.ACTIVE, Activation.ARMED, true, null),
                        new GoalBadge("Round 3 / 20", GoalBadge.Tone.RUNNING)),
                Arguments.of(view(GoalPhase.ACTIVE, Activation.ARMED, false, null),
                        new GoalBadge("Active · 3 / 20", GoalBadge.Tone.RUNNING)),
                Arguments.of(new GoalView(S, view(GoalPhase.ACTIVE, Activation.ARMED, false, null).goal(), 3,
                        GoalUsage.ZERO, Activation.ARMED, null, false, null, "Ralph run 1b2c3d4e"),
                        new GoalBadge("Waiting for Ralph run 1b2c3d4e", GoalBadge.Tone.WAITING)),
                Arguments.of(view(GoalPhase.ACTIVE, Activation.DISARMED, false, null),
                        new GoalBadge("Active · disarmed", GoalBadge.Tone.WAITING)),
                Arguments.of(view(GoalPhase.PAUSED, Activation.DISARMED, false, null),
                        new GoalBadge("Paused", GoalBadge.Tone.PAUSED)),
                Arguments.of(view(GoalPhase.BLOCKED, Activation.DISARMED, false, null),
                        new GoalBadge("Blocked: no-progress", GoalBadge.Tone.BLOCKED)),
                Arguments.of(view(GoalPhase.COMPLETE, Activation.DISARMED, false, null),
                        new GoalBadge("Complete", GoalBadge.Tone.COMPLETE)),
                Arguments.of(view(null, Activation.DISARMED, false, "goal record invalid at record 3"),
                        new GoalBadge("Read-only", GoalBadge.Tone.ERROR)));
    }

    @ParameterizedTest
    @MethodSource("table")
    void badgeOfTheView(GoalView view, GoalBadge expected) {
        assertEquals(expected, GoalBadge.of(view));
    }
}
