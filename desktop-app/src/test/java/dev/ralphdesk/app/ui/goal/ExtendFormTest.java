package dev.ralphdesk.app.ui.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import org.junit.jupiter.api.Test;

/** The Extend dialog's "more …" fields become the new, higher limits. */
class ExtendFormTest {
    private final GoalSnapshot goal = GoalViews.goal(GoalPhase.BLOCKED, 20, new GoalBudgets(1000L, 2.0, null));

    @Test
    void addsToTheCurrentLimits() {
        assertEquals(new ExtendForm.Parsed.Valid(new BudgetExtension(30, 1500L, 2.5, null)),
                ExtendForm.parse(goal, "10", "500", "0.5", ""));
    }

    @Test
    void emptyFieldsLeaveLimitsAsTheyAre() {
        assertEquals(new ExtendForm.Parsed.Valid(BudgetExtension.rounds(21)), ExtendForm.parse(goal, "1", " ", "", null));
    }

    @Test
    void nothingToAddOrABadNumberSaysWhatToFix() {
        assertEquals(new ExtendForm.Parsed.Invalid("Say how much to add: more rounds, tokens, dollars or seconds."),
                ExtendForm.parse(goal, "", "", "", ""));
        assertEquals(new ExtendForm.Parsed.Invalid("More rounds must be a whole number, got \"ten\"."),
                ExtendForm.parse(goal, "ten", "", "", ""));
        assertEquals(new ExtendForm.Parsed.Invalid("More rounds must be a positive whole number."),
                ExtendForm.parse(goal, "0", "", "", ""));
        assertEquals(new ExtendForm.Parsed.Invalid("More dollars must be a positive amount."),
                ExtendForm.parse(goal, "", "", "-1", ""));
    }
}
