package dev.ralphdesk.goal.domain;

import java.util.Locale;
import java.util.Optional;

/** Which cap or budget, if any, a goal has reached. Pure: the same inputs give the same answer. */
public final class BudgetCheck {
    private BudgetCheck() {
    }

    /** The block reason for the first limit reached (rounds, tokens, cost, time), or empty when under all. */
    public static Optional<BlockReason> exceeded(GoalSnapshot goal, GoalSpend spend) {
        if (spend.roundsStarted() >= goal.maxGoalRounds()) {
            return Optional.of(new BlockReason(BlockReason.ROUND_LIMIT, "stopped after " + spend.roundsStarted()
                    + " round" + (spend.roundsStarted() == 1 ? "" : "s") + " (the cap) before the completion gate "
                    + "was satisfied"));
        }
        GoalBudgets budgets = goal.budgets();
        GoalUsage usage = spend.usage();
        if (budgets.maxTokens() != null && usage.tokens() >= budgets.maxTokens()) {
            return Optional.of(new BlockReason(BlockReason.BUDGET_TOKENS, "stopped at the token budget: used "
                    + usage.tokens() + " of " + budgets.maxTokens() + " tokens"));
        }
        if (budgets.maxCostUsd() != null && usage.costUsd() >= budgets.maxCostUsd()) {
            return Optional.of(new BlockReason(BlockReason.BUDGET_COST, "stopped at the cost budget: spent "
                    + usd(usage.costUsd()) + " of " + usd(budgets.maxCostUsd())));
        }
        if (budgets.maxWallSeconds() != null && usage.elapsed().toSeconds() >= budgets.maxWallSeconds()) {
            return Optional.of(new BlockReason(BlockReason.BUDGET_TIME, "stopped at the time budget: worked "
                    + usage.elapsed().toSeconds() + " s of " + budgets.maxWallSeconds() + " s"));
        }
        return Optional.empty();
    }

    public static String usd(double amount) {
        return String.format(Locale.ROOT, "$%.4f", amount);
    }
}
