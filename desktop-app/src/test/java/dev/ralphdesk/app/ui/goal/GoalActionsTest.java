package dev.ralphdesk.app.ui.goal;

import static dev.ralphdesk.app.ui.goal.GoalViews.view;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which goal buttons apply, as a table of goal views → enabled buttons (the pure rule the panel binds to). */
class GoalActionsTest {

    private record Case(String name, GoalView view, boolean busy, String expected) {
    }

    /** The enabled buttons as a word list, e.g. "pause clear edit extend". */
    private static String enabled(GoalActions a) {
        StringBuilder out = new StringBuilder();
        if (a.create()) {
            out.append("create ");
        }
        if (a.pause()) {
            out.append("pause ");
        }
        if (a.resume()) {
            out.append("resume ");
        }
        if (a.clear()) {
            out.append("clear ");
        }
        if (a.edit()) {
            out.append("edit ");
        }
        if (a.extend()) {
            out.append("extend ");
        }
        if (a.resumePrompt()) {
            out.append("prompt ");
        }
        return out.toString().strip();
    }

    @Test
    void eachButtonIsEnabledExactlyWhenItsVerbApplies() {
        List<Case> table = List.of(
                new Case("no session yet", null, false, ""),
                new Case("no goal", GoalViews.none(), false, "create"),
                new Case("invalid goal record", GoalViews.readOnly(), false, ""),
                new Case("active, armed, round running", view(GoalPhase.ACTIVE, 2, 256, true, true), false,
                        "pause clear edit extend"),
                new Case("active, armed, between rounds", view(GoalPhase.ACTIVE, 2, 256, true, false), false,
                        "pause clear edit extend"),
                new Case("active, disarmed (reopened)", view(GoalPhase.ACTIVE, 2, 256, false, false), false,
                        "pause resume clear edit extend prompt"),
                new Case("active, disarmed at the round cap", view(GoalPhase.ACTIVE, 256, 256, false, false), false,
                        "pause clear edit extend"),
                new Case("paused", view(GoalPhase.PAUSED, 2, 256, false, false), false, "resume clear edit extend"),
                new Case("paused at the round cap", view(GoalPhase.PAUSED, 5, 5, false, false), false,
                        "clear edit extend"),
                new Case("blocked", view(GoalPhase.BLOCKED, 3, 256, false, false), false, "resume clear edit extend"),
                new Case("blocked at the round cap", view(GoalPhase.BLOCKED, 5, 5, false, false), false,
                        "clear edit extend"),
                new Case("complete", view(GoalPhase.COMPLETE, 3, 256, false, false), false, "create clear"),
                new Case("an action in flight", view(GoalPhase.PAUSED, 2, 256, false, false), true, ""),
                new Case("creating in flight", GoalViews.none(), true, ""));
        for (Case c : table) {
            assertEquals(c.expected(), enabled(GoalActions.of(c.view(), c.busy())), c.name());
        }
    }
}
