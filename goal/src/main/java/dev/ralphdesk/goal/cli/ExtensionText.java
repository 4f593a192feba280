package dev.ralphdesk.goal.cli;

import dev.ralphdesk.goal.command.GoalStatusText;
import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** {@code Extended: round cap 2 → 5 (+3), tokens 10,000 → 30,000 (+20,000).} Pure. */
final class ExtensionText {
    private ExtensionText() {
    }

    static String describe(GoalSnapshot before, BudgetExtension after) {
        List<String> parts = new ArrayList<>();
        if (after.maxGoalRounds() != null) {
            parts.add(String.format(Locale.ROOT, "round cap %,d → %,d (+%,d)", before.maxGoalRounds(),
                    after.maxGoalRounds(), after.maxGoalRounds() - before.maxGoalRounds()));
        }
        if (after.maxTokens() != null) {
            long was = before.budgets().maxTokens();
            parts.add(String.format(Locale.ROOT, "tokens %,d → %,d (+%,d)", was, after.maxTokens(),
                    after.maxTokens() - was));
        }
        if (after.maxCostUsd() != null) {
            double was = before.budgets().maxCostUsd();
            parts.add(String.format(Locale.ROOT, "cost $%.2f → $%.2f (+$%.2f)", was, after.maxCostUsd(),
                    after.maxCostUsd() - was));
        }
        if (after.maxWallSeconds() != null) {
            long was = before.budgets().maxWallSeconds();
            parts.add("time " + GoalStatusText.duration(Duration.ofSeconds(was)) + " → "
                    + GoalStatusText.duration(Duration.ofSeconds(after.maxWallSeconds())) + " (+"
                    + GoalStatusText.duration(Duration.ofSeconds(after.maxWallSeconds() - was)) + ")");
        }
        return "Extended: " + String.join(", ", parts) + ".";
    }
}
