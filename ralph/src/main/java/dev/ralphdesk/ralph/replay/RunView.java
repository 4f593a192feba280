package dev.ralphdesk.ralph.replay;

import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.report.ReportStatus;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RunBudgets;
import dev.ralphdesk.ralph.run.RunUsage;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * One Ralph run as the timeline shows it: objective, caps, state (ended with its result when
 * finished), rounds in order (an interrupted round stays in the list and its rerun follows it), how
 * often it was resumed, and the session it was started in ({@code parentSessionId}, null in old logs).
 */
public record RunView(String runId, String objective, int maxRounds, String subagentProvider, String checkCommand,
        RunBudgets budgets, RunState state, List<RoundView> rounds, Instant startedAt, Instant finishedAt,
        int resumes, String parentSessionId) {
    public RunView {
        rounds = List.copyOf(rounds);
    }

    /** The terminal value once the run ended, else null. */
    public RalphResult result() {
        return state instanceof RunState.Ended ended ? ended.result() : null;
    }

    /**
     * False when the run was started in another session and only copied here by a fork: such a
     * run is shown but never resumed here. Runs recorded before the session id was kept count as
     * this session's.
     */
    public boolean belongsTo(dev.ralphdesk.core.session.SessionId session) {
        return parentSessionId == null || parentSessionId.equals(session.value());
    }

    /** The last report that said continue: what a resumed run starts from. */
    public Optional<RalphRoundReport> lastGoodReport() {
        for (int i = rounds.size() - 1; i >= 0; i--) {
            RalphRoundReport report = rounds.get(i).report();
            if (report != null && report.status() == ReportStatus.CONTINUE) {
                return Optional.of(report);
            }
        }
        return Optional.empty();
    }

    /** The round of {@link #lastGoodReport()}, or 0. */
    public int lastGoodRound() {
        for (int i = rounds.size() - 1; i >= 0; i--) {
            RalphRoundReport report = rounds.get(i).report();
            if (report != null && report.status() == ReportStatus.CONTINUE) {
                return rounds.get(i).round();
            }
        }
        return 0;
    }

    /** The highest round started. */
    public int roundsStarted() {
        return rounds.stream().mapToInt(RoundView::round).max().orElse(0);
    }

    /** Tokens, cost and time of the finished rounds. */
    public RunUsage used() {
        RunUsage total = RunUsage.ZERO;
        for (RoundView round : rounds) {
            total = total.plus(new RunUsage(round.usage().total(), round.costUsd() == null ? 0 : round.costUsd(),
                    round.durationMs()));
        }
        return total;
    }

    public Optional<RoundView> lastRound() {
        return rounds.isEmpty() ? Optional.empty() : Optional.of(rounds.get(rounds.size() - 1));
    }
}
