package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.goal.domain.BudgetExtension;
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

        record Invalid(Message message) implements Parsed {
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
            Long rounds = whole("goal.extend.rounds", moreRounds);
            Long tokens = whole("goal.extend.tokens", moreTokens);
            Double cost = amount(moreCost);
            Long seconds = whole("goal.extend.seconds", moreSeconds);
            if (rounds == null && tokens == null && cost == null && seconds == null) {
                return new Parsed.Invalid(Message.of("goal.extend.error.nothing"));
            }
            if (rounds != null && goal.maxGoalRounds() + rounds > GoalSnapshot.MAX_ROUNDS_CEILING) {
                return new Parsed.Invalid(Message.of("goal.extend.error.ceiling",
                        Integer.toString(GoalSnapshot.MAX_ROUNDS_CEILING)));
            }
            return new Parsed.Valid(BudgetExtension.adding(goal, rounds, tokens, cost, seconds));
        } catch (FieldProblem problem) {
            return new Parsed.Invalid(problem.message);
        }
    }

    private static Long whole(String field, String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        long value;
        try {
            value = Long.parseLong(text.strip().replace(",", ""));
        } catch (NumberFormatException e) {
            throw new FieldProblem(Message.of("goal.extend.error.whole", Message.of(field), text.strip()));
        }
        if (value < 1) {
            throw new FieldProblem(Message.of("goal.extend.error.positive", Message.of(field)));
        }
        return value;
    }

    private static Double amount(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        double value;
        try {
            value = Double.parseDouble(text.strip().replace("$", "").toLowerCase(Locale.ROOT));
        } catch (NumberFormatException e) {
            throw new FieldProblem(Message.of("goal.extend.error.amount", text.strip()));
        }
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new FieldProblem(Message.of("goal.extend.error.amountPositive"));
        }
        return value;
    }

    /** A field that cannot be read, with what to tell the person. */
    private static final class FieldProblem extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient Message message;

        FieldProblem(Message message) {
            super(null, null, false, false);
            this.message = message;
        }
    }
}
