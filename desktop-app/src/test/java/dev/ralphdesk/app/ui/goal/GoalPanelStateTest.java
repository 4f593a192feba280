package dev.ralphdesk.app.ui.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalBadge;
import org.junit.jupiter.api.Test;

/** What the goal panel shows for a view, compared as whole values. */
class GoalPanelStateTest {

    @Test
    void anArmedActiveGoalShowsRoundsOfTheCapAndUsage() {
        assertEquals(new GoalPanelState(true, "make the tests pass", new GoalBadge("Round 3 / 12",
                GoalBadge.Tone.RUNNING), "Rounds 3 / 12", 0.25, "Armed: rounds run by themselves", "",
                "1,234 tokens · $0.5000 · 1m 05s", ""),
                GoalPanelState.of(GoalViews.view(GoalPhase.ACTIVE, 3, 12, true, true)));
    }

    @Test
    void aBlockedGoalShowsItsReasonAndADisarmedState() {
        GoalPanelState state = GoalPanelState.of(GoalViews.view(GoalPhase.BLOCKED, 3, 256, false, false));
        assertEquals("no-progress — three rounds, no change", state.blockReason());
        assertEquals("Disarmed: no round runs until Resume", state.activation());
        assertEquals(new GoalBadge("Blocked: no-progress", GoalBadge.Tone.BLOCKED), state.badge());
    }

    @Test
    void aCompleteGoalSaysWhatCertifiedIt() {
        GoalPanelState state = GoalPanelState.of(GoalViews.view(GoalPhase.COMPLETE, 3, 256, false, false));
        assertEquals("Certified by verifier passed — `mvn test` passed", state.certified());
        assertEquals("", state.activation());
    }

    @Test
    void noGoalIsTheEmptyState() {
        assertEquals(new GoalPanelState(false, "", new GoalBadge("No goal", GoalBadge.Tone.NONE), "", 0, "", "", "",
                ""), GoalPanelState.of(GoalViews.none()));
        assertEquals(GoalPanelState.EMPTY, GoalPanelState.of(null));
    }
}
