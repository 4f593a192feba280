package dev.ralphdesk.ralph.run;

import dev.ralphdesk.ralph.report.RalphRoundReport;
import java.util.Objects;

/**
 * Everything the fixed round workflow needs for one run (or one resumption of it): the objective
 * verbatim, the round cap, the optional check command, budgets, the first round to run, the
 * handoff to start from, what earlier segments of the run already spent, and whether this resumes
 * an interrupted run.
 */
public record RalphRunSpec(String runId, String objective, int maxRounds, String checkCommand, RunBudgets budgets,
        int startRound, RalphRoundReport handoff, RunUsage usedBefore, boolean resumed) {
    public RalphRunSpec {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(objective, "objective");
        if (objective.isBlank()) {
            throw new IllegalArgumentException("the objective is empty");
        }
        if (maxRounds < 1) {
            throw new IllegalArgumentException("maxRounds must be at least 1");
        }
        if (startRound < 1) {
            throw new IllegalArgumentException("startRound must be at least 1");
        }
        checkCommand = checkCommand == null || checkCommand.isBlank() ? null : checkCommand.strip();
        budgets = budgets == null ? RunBudgets.NONE : budgets;
        usedBefore = usedBefore == null ? RunUsage.ZERO : usedBefore;
    }
}
