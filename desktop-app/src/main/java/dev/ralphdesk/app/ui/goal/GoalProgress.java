package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.service.GoalView;
import java.util.Objects;

/**
 * What the goal panel's progress bar measures: the limit the goal is nearest to — its round cap or
 * one of its token, cost and time budgets — as a fraction and a label ("12 of 20 rounds used",
 * "85% of the token budget used"); {@code budget} when that limit is a budget, not the round cap
 * (whose count the panel already shows beside the phase badge). Pure. Its {@code equals} and
 * {@code hashCode} are written out, as {@link GoalPanelState}'s.
 */
public record GoalProgress(double fraction, Message label, boolean budget) {
    public static final GoalProgress NONE = new GoalProgress(0, Message.NONE, false);

    @Override
    public boolean equals(Object other) {
        return other instanceof GoalProgress progress && Double.compare(fraction, progress.fraction) == 0
                && Objects.equals(label, progress.label) && budget == progress.budget;
    }

    @Override
    public int hashCode() {
        return (31 * Double.hashCode(fraction) + Objects.hashCode(label)) * 31 + Boolean.hashCode(budget);
    }

    public static GoalProgress of(GoalView view) {
        if (view == null || view.goal() == null) {
            return NONE;
        }
        int cap = view.goal().maxGoalRounds();
        GoalProgress nearest = new GoalProgress(view.roundsStarted() / (double) cap,
                Message.of("goal.progress.rounds", view.roundsStarted(), cap), false);
        GoalBudgets budgets = view.goal().budgets();
        if (budgets.maxTokens() != null) {
            nearest = nearer(nearest, view.usage().tokens() / (double) budgets.maxTokens(), "goal.progress.tokens");
        }
        if (budgets.maxCostUsd() != null) {
            nearest = nearer(nearest, view.usage().costUsd() / budgets.maxCostUsd(), "goal.progress.cost");
        }
        if (budgets.maxWallSeconds() != null) {
            nearest = nearer(nearest, view.usage().elapsed().toSeconds() / (double) budgets.maxWallSeconds(),
                    "goal.progress.time");
        }
        return new GoalProgress(Math.min(1.0, nearest.fraction()), nearest.label(), nearest.budget());
    }

    private static GoalProgress nearer(GoalProgress so, double fraction, String key) {
        return fraction > so.fraction()
                ? new GoalProgress(fraction, Message.of(key, Math.round(Math.min(1.0, fraction) * 100)), true) : so;
    }
}
