package dev.ralphdesk.goal.command;

import dev.ralphdesk.goal.domain.BudgetCheck;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.service.GoalView;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The plain-text goal status of {@code /goal} and {@code goal status}: phase, rounds used / cap,
 * armed or disarmed (and what other work an armed goal waits for), block reason, usage and budgets, and what certified a completion. Pure.
 */
public final class GoalStatusText {
    private GoalStatusText() {
    }

    public static String render(GoalView view) {
        if (view.readOnly()) {
            return "Goal record invalid — this session is read-only.\n" + view.integrityWarning();
        }
        GoalSnapshot goal = view.goal();
        if (goal == null) {
            return "No goal. Start one with /goal <objective>.";
        }
        List<String> lines = new ArrayList<>();
        lines.add("Goal: " + goal.objective());
        lines.add("Phase: " + goal.phase().wire() + " · " + view.activation().label()
                + (view.roundRunning() ? " · round " + view.roundsStarted() + " running" : "")
                + (view.waiting() ? " · waiting for " + view.waitingFor() + " to end" : ""));
        lines.add("Rounds: " + view.roundsStarted() + " / " + goal.maxGoalRounds());
        lines.add("Usage: " + usage(view.usage()));
        String budgets = budgets(goal.budgets());
        if (!budgets.isEmpty()) {
            lines.add("Budgets: " + budgets);
        }
        if (goal.checkCommand() != null) {
            lines.add("Check: " + goal.checkCommand());
        }
        if (goal.continuation() != ContinuationMode.KEEP_HISTORY) {
            lines.add("Continuation: " + goal.continuation().wire());
        }
        if (goal.blockedReason() != null) {
            lines.add("Blocked: " + goal.blockedReason().code() + " — " + goal.blockedReason().message());
        }
        if (goal.completion() != null) {
            String evidence = goal.completion().evidence().isEmpty() ? "" : " — " + goal.completion().evidence();
            lines.add("Completed: certified by " + goal.completion().certifiedBy() + evidence);
        } else if (view.lastEvidence() != null) {
            lines.add("Last evidence: " + view.lastEvidence().describe());
        }
        return String.join("\n", lines);
    }

    static String usage(GoalUsage usage) {
        String cost = usage.priced() ? " · " + BudgetCheck.usd(usage.costUsd())
                : usage.tokens() > 0 ? " · cost unknown" : "";
        return String.format(Locale.ROOT, "%,d tokens", usage.tokens()) + cost + " · " + duration(usage.elapsed());
    }

    static String budgets(GoalBudgets budgets) {
        List<String> parts = new ArrayList<>();
        if (budgets.maxTokens() != null) {
            parts.add(String.format(Locale.ROOT, "%,d tokens", budgets.maxTokens()));
        }
        if (budgets.maxCostUsd() != null) {
            parts.add(String.format(Locale.ROOT, "$%.2f", budgets.maxCostUsd()));
        }
        if (budgets.maxWallSeconds() != null) {
            parts.add(duration(Duration.ofSeconds(budgets.maxWallSeconds())));
        }
        return String.join(" · ", parts);
    }

    /** {@code 42s}, {@code 3m 05s}, {@code 1h 02m}. */
    public static String duration(Duration duration) {
        long seconds = duration.toSeconds();
        if (seconds < 60) {
            return seconds + "s";
        }
        if (seconds < 3600) {
            return String.format(Locale.ROOT, "%dm %02ds", seconds / 60, seconds % 60);
        }
        return String.format(Locale.ROOT, "%dh %02dm", seconds / 3600, seconds % 3600 / 60);
    }
}
