package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import java.util.Locale;

/**
 * The "Extend budget" dialog's fields — how many more rounds, tokens, dollars and seconds — turned
 * into the new, higher limits of a {@link BudgetExtension}. Pure; a field left empty stays as it is.
 * Only budgets the goal has can be extended (the others are set with Edit), so those fields are off.
 */
public final class ExtendForm {
    private ExtendForm() {
    }

    /** The extension, or a message saying what to fix. */
    public sealed interface Parsed {
        record Valid(BudgetExtension extension) implements Parsed {
        }

        record Invalid(String message) implements Parsed {
        }
    }

    public static boolean hasTokens(GoalSnapshot goal) {
        return goal.budgets().maxTokens() != null;
    }

    public static boolean hasCost(GoalSnapshot goal) {
        return goal.budgets().maxCostUsd() != null;
    }

    public static boolean hasTime(GoalSnapshot goal) {
        return goal.budgets().maxWallSeconds() != null;
    }

    public static Parsed parse(GoalSnapshot goal, String moreRounds, String moreTokens, String moreCost,
            String moreSeconds) {
        try {
            Long rounds = whole("rounds", moreRounds);
            Long tokens = whole("tokens", moreTokens);
            Double cost = amount(moreCost);
            Long seconds = whole("seconds", moreSeconds);
            if (rounds == null && tokens == null && cost == null && seconds == null) {
                return new Parsed.Invalid("Say how much to add: more rounds, tokens, dollars or seconds.");
            }
            GoalBudgets budgets = goal.budgets();
            Integer newRounds = null;
            if (rounds != null) {
                long total = goal.maxGoalRounds() + rounds;
                if (total > GoalSnapshot.MAX_ROUNDS_CEILING) {
                    return new Parsed.Invalid("The round cap can be at most " + GoalSnapshot.MAX_ROUNDS_CEILING + ".");
                }
                newRounds = (int) total;
            }
            return new Parsed.Valid(new BudgetExtension(newRounds,
                    tokens == null ? null : budgets.maxTokens() + tokens,
                    cost == null ? null : budgets.maxCostUsd() + cost,
                    seconds == null ? null : budgets.maxWallSeconds() + seconds));
        } catch (IllegalArgumentException e) {
            return new Parsed.Invalid(e.getMessage());
        }
    }

    private static Long whole(String what, String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            long value = Long.parseLong(text.strip().replace(",", ""));
            if (value < 1) {
                throw new IllegalArgumentException("More " + what + " must be a positive whole number.");
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("More " + what + " must be a whole number, got \"" + text.strip()
                    + "\".");
        }
    }

    private static Double amount(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            double value = Double.parseDouble(text.strip().replace("$", "").toLowerCase(Locale.ROOT));
            if (!(value > 0) || Double.isInfinite(value)) {
                throw new IllegalArgumentException("More dollars must be a positive amount.");
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("More dollars must be an amount like 0.50, got \"" + text.strip()
                    + "\".");
        }
    }
}
