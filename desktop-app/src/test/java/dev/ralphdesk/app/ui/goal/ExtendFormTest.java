package dev.ralphdesk.app.ui.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.Texts;
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
        assertEquals("Say how much to add: more rounds, tokens, dollars or seconds.",
                problem(ExtendForm.parse(goal, "", "", "", "")));
        assertEquals("More rounds must be a whole number, got \"ten\".", problem(ExtendForm.parse(goal, "ten", "", "", "")));
        assertEquals("More rounds must be a positive whole number.", problem(ExtendForm.parse(goal, "0", "", "", "")));
        assertEquals("More dollars must be a positive amount.", problem(ExtendForm.parse(goal, "", "", "-1", "")));
        assertEquals("The round cap can be at most 100000.", problem(ExtendForm.parse(goal, "99999", "", "", "")));
    }

    @Test
    void theProblemIsSaidInChineseToo() {
        ExtendForm.Parsed parsed = ExtendForm.parse(goal, "ten", "", "", "");
        assertEquals("追加轮数必须是整数，而不是“ten”。", Texts.of("zh").format(((ExtendForm.Parsed.Invalid) parsed).message()));
    }

    private static String problem(ExtendForm.Parsed parsed) {
        return Texts.of("en").format(((ExtendForm.Parsed.Invalid) parsed).message());
    }
}
