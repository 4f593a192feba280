package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.goal.command.GoalStatusText;
import dev.ralphdesk.goal.domain.BudgetCheck;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.service.GoalBadge;
import dev.ralphdesk.goal.service.GoalView;
import java.util.Locale;

/**
 * What the goal panel shows, as a pure function of the goal view: objective, phase badge, rounds
 * used / cap and the progress bar's fraction, armed or disarmed (or waiting for other work such
 * as a Ralph run to free the session), block reason, usage, and what
 * certified a completion (or the last verifier evidence). Empty strings for what does not apply.
 */
public record GoalPanelState(boolean hasGoal, String objective, GoalBadge badge, String rounds, double progress,
        String activation, String blockReason, String usage, String certified) {
    public static final GoalPanelState EMPTY = new GoalPanelState(false, "", new GoalBadge("No goal",
            GoalBadge.Tone.NONE), "", 0, "", "", "", "");

    public static GoalPanelState of(GoalView view) {
        if (view == null) {
            return EMPTY;
        }
        GoalBadge badge = GoalBadge.of(view);
        GoalSnapshot goal = view.goal();
        if (goal == null) {
            return new GoalPanelState(false, view.readOnly() ? view.integrityWarning() : "", badge, "", 0, "", "", "",
                    "");
        }
        int cap = goal.maxGoalRounds();
        String rounds = "Rounds " + view.roundsStarted() + " / " + cap;
        double progress = Math.min(1.0, view.roundsStarted() / (double) cap);
        String activation = view.armed() ? "Armed: rounds run by themselves" : "Disarmed: no round runs until Resume";
        if (view.waiting()) {
            activation = "Armed: waiting for " + view.waitingFor() + " to end; rounds start after it";
        }
        if (goal.phase().finished()) {
            activation = "";
        }
        String block = goal.blockedReason() == null ? ""
                : goal.blockedReason().code() + " — " + goal.blockedReason().message();
        String certified = "";
        if (goal.completion() != null) {
            String evidence = goal.completion().evidence().isEmpty() ? "" : " — " + goal.completion().evidence();
            certified = "Certified by " + goal.completion().certifiedBy() + evidence;
        } else if (view.lastEvidence() != null) {
            certified = "Last evidence: " + view.lastEvidence().describe();
        }
        return new GoalPanelState(true, goal.objective(), badge, rounds, progress, activation, block,
                usage(view.usage()), certified);
    }

    /** {@code 1,234 tokens · $0.0123 · 3m 05s}. */
    static String usage(GoalUsage usage) {
        String cost = usage.priced() ? " · " + BudgetCheck.usd(usage.costUsd()) : "";
        return String.format(Locale.ROOT, "%,d tokens", usage.tokens()) + cost + " · "
                + GoalStatusText.duration(usage.elapsed());
    }
}
