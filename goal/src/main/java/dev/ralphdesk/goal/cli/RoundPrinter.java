package dev.ralphdesk.goal.cli;

import dev.ralphdesk.core.model.UsageText;
import dev.ralphdesk.goal.service.GoalListener;
import dev.ralphdesk.goal.service.GoalView;
import dev.ralphdesk.goal.service.RoundReport;
import java.io.PrintStream;
import java.util.Locale;

/** One line per finished goal round: {@code round 2/20 completed · 3 steps · 1,234 tokens · $0.0012 → active}. */
final class RoundPrinter implements GoalListener {
    private final PrintStream out;

    RoundPrinter(PrintStream out) {
        this.out = out;
    }

    @Override
    public void goalChanged(GoalView view) {
        // the CLI prints rounds, not every change
    }

    @Override
    public void roundFinished(RoundReport report) {
        out.println(line(report));
        out.flush();
    }

    static String line(RoundReport report) {
        GoalView after = report.after();
        String phase = !after.hasGoal() ? "cleared" : after.goal().phase().wire()
                + (after.goal().blockedReason() == null ? "" : " (" + after.goal().blockedReason().code() + ")");
        return String.format(Locale.ROOT, "round %d/%d %s · %d step%s · %s → %s", report.round(),
                report.maxRounds(), report.outcome().label(), report.steps(), report.steps() == 1 ? "" : "s",
                UsageText.of(report.tokens(), report.costUsd()), phase);
    }
}
