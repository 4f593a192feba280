package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.goal.domain.BudgetCheck;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalSpend;
import dev.ralphdesk.goal.service.GoalView;

/**
 * Which goal-panel buttons apply, as a pure function of the goal view and whether an action is in
 * flight. Mirrors the lifecycle table of docs/goals.md, so a click the service would refuse is never offered.
 *
 * @param resumePrompt the unobtrusive "Resume goal?" bar: an active goal left disarmed (a reopened session)
 */
public record GoalActions(boolean create, boolean pause, boolean resume, boolean clear, boolean edit, boolean extend,
        boolean resumePrompt) {
    public static final GoalActions NONE = new GoalActions(false, false, false, false, false, false, false);

    /** @param view null while no session is attached or its goal is still loading */
    public static GoalActions of(GoalView view, boolean busy) {
        if (view == null || busy || view.readOnly()) {
            return NONE;
        }
        GoalSnapshot goal = view.goal();
        if (goal == null) {
            return new GoalActions(true, false, false, false, false, false, false);
        }
        GoalPhase phase = goal.phase();
        boolean unfinished = !phase.finished();
        boolean atLimit = BudgetCheck.exceeded(goal, new GoalSpend(view.roundsStarted(), view.usage())).isPresent();
        boolean disarmedActive = phase == GoalPhase.ACTIVE && !view.armed();
        boolean resume = !atLimit && (phase == GoalPhase.PAUSED || phase == GoalPhase.BLOCKED || disarmedActive);
        return new GoalActions(!unfinished, phase == GoalPhase.ACTIVE, resume, true, unfinished, unfinished,
                resume && disarmedActive && !view.roundRunning());
    }
}
