package dev.ralphdesk.ralph.run;

import dev.ralphdesk.ralph.report.RalphRoundReport;
import java.util.Map;
import java.util.Objects;

/**
 * {@code ralph/run-started}: a run (or a resumption of an interrupted one, {@code resumed}) began
 * at {@code startRound}, from {@code handoff} when resumed, in the session {@code parentSessionId}
 * (null in logs written before it was recorded). A fork copies this event; the copy names the
 * session the run really belongs to, so the fork never resumes it.
 */
public record RalphRunStarted(String runId, String objective, int maxRounds, String subagentProvider,
        String checkCommand, RunBudgets budgets, int startRound, RalphRoundReport handoff, boolean resumed,
        String parentSessionId) implements RalphEvent {
    public static final String TYPE = "ralph/run-started";

    public RalphRunStarted {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(objective, "objective");
        Objects.requireNonNull(subagentProvider, "subagentProvider");
        budgets = budgets == null ? RunBudgets.NONE : budgets;
    }

    /** Without the session (as logs before it was recorded); kept for source compatibility. */
    public RalphRunStarted(String runId, String objective, int maxRounds, String subagentProvider,
            String checkCommand, RunBudgets budgets, int startRound, RalphRoundReport handoff, boolean resumed) {
        this(runId, objective, maxRounds, subagentProvider, checkCommand, budgets, startRound, handoff, resumed, null);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> indexColumns() {
        return Map.of(RalphColumns.RUN_ID, runId, RalphColumns.RUN_STATE, "running");
    }
}
