package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.cancel.Sleeper;
import dev.ralphdesk.core.gate.CompletionGate;
import dev.ralphdesk.core.gate.CompletionPolicy;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.subagent.SubagentCapabilities;
import dev.ralphdesk.core.workflow.Workflow;
import dev.ralphdesk.core.workflow.WorkflowContext;
import dev.ralphdesk.core.workspace.WorkspaceSnapshot;
import dev.ralphdesk.ralph.RalphConfig;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.report.ReportValidator;
import dev.ralphdesk.ralph.run.Budget;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RalphRoundFinished;
import dev.ralphdesk.ralph.run.RalphRoundStarted;
import dev.ralphdesk.ralph.run.RalphRunFinished;
import dev.ralphdesk.ralph.run.RalphRunSpec;
import dev.ralphdesk.ralph.run.RalphRunStarted;
import dev.ralphdesk.ralph.run.RoundFailure;
import dev.ralphdesk.ralph.run.RunBudgets;
import dev.ralphdesk.ralph.run.RunUsage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The fixed Ralph script: round after round, one fresh child with the round prompt and
 * {@code submit_report}; the next round gets only the previous valid report. It ends complete
 * (a certified complete report), blocked, budget-limited (the last allowed round said continue, or
 * tokens, cost or time ran out), failed (carrying the last good report) or cancelled, and records
 * every step in the parent session. Its input and result are Java values; only the events it
 * records become JSON.
 */
public final class RalphWorkflow implements Workflow<RalphRunSpec, RalphResult> {
    public static final String NAME = "ralph";
    private final RalphConfig config;
    private final SessionStore store;
    private final RoundWatch watch;
    private final RunBroadcast broadcast;
    private final CompletionGate gate;
    private final ReportValidator validator;
    private final RoundRunner runner;
    private final WorkerPromptSection workerSection;

    /** @param watch the plugin's turn hook that follows each round's child */
    public RalphWorkflow(RalphConfig config, SessionStore store, RoundWatch watch, RunBroadcast broadcast,
            CompletionGate gate, Sleeper sleeper) {
        this.config = config;
        this.store = store;
        this.watch = watch;
        this.broadcast = broadcast;
        this.gate = gate;
        this.validator = new ReportValidator(config.maxHandoffChars());
        this.runner = new RoundRunner(config, validator, gate, sleeper);
        this.workerSection = new WorkerPromptSection(config.maxHandoffChars());
    }

    @Override
    public String name() {
        return NAME;
    }

    /** Every round starts a fresh child that hands back a structured report. */
    @Override
    public SubagentCapabilities requiredCapabilities() {
        return SubagentCapabilities.FRESH;
    }

    @Override
    public RalphResult run(WorkflowContext<RalphRunSpec> context) {
        RalphRunSpec spec = context.input();
        if (!spec.runId().equals(context.runId())) {
            throw new IllegalArgumentException("the run id of the input is not the workflow run's");
        }
        RunJournal journal = new RunJournal(store, broadcast, context.parent().sessionId());
        journal.append(new RalphRunStarted(spec.runId(), spec.objective(), spec.maxRounds(), context.subagentProvider(),
                spec.checkCommand(), spec.budgets(), spec.startRound(), spec.handoff(), spec.resumed(),
                context.parent().sessionId().value()));
        RalphResult result;
        try {
            result = rounds(context, spec, journal);
        } catch (RunInterruptedException e) {
            throw e;
        } catch (RuntimeException e) {
            // Recorded, not hidden: the run ends failed with the reason, and the error still shows.
            result = new RalphResult(spec.runId(), 0, RalphOutcome.FAILED, List.of(), null,
                    "internal error: " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
            try {
                journal.append(new RalphRunFinished(spec.runId(), result));
            } catch (RuntimeException appendFailed) {
                e.addSuppressed(appendFailed);
            }
            throw e;
        }
        journal.append(new RalphRunFinished(spec.runId(), result));
        return result;
    }

    private RalphResult rounds(WorkflowContext<RalphRunSpec> context, RalphRunSpec spec, RunJournal journal) {
        Path workspace = context.parent().workspace().root();
        CompletionPolicy policy = new CompletionPolicy(config.verifierTools(), config.requireVerifier(),
                spec.checkCommand(), config.checkTimeout());
        long segmentStart = System.nanoTime();
        RunUsage spent = new RunUsage(spec.usedBefore().tokens(), spec.usedBefore().costUsd(), 0);
        RalphRoundReport handoff = spec.handoff();
        int roundsStarted = spec.startRound() - 1;
        for (int round = spec.startRound(); round <= spec.maxRounds(); round++) {
            if (Thread.currentThread().isInterrupted()) {
                throw new RunInterruptedException();
            }
            if (context.isCancelled()) {
                return result(spec, roundsStarted, RalphOutcome.CANCELLED, handoff, "cancelled before round " + round);
            }
            Optional<RunBudgets.Exhausted> exhausted = spec.budgets().exhausted(elapsed(spec, spent, segmentStart, 0, 0));
            if (exhausted.isPresent()) {
                return result(spec, roundsStarted, RalphOutcome.BUDGET_LIMITED, handoff, exhausted.get().reason());
            }
            ReportSlot slot = new ReportSlot();
            AgentHandle child;
            try {
                child = context.startAgent(round, List.of(new SubmitReportTool(validator, slot, gate, policy)),
                        List.of(workerSection));
            } catch (CancelledException e) {
                return result(spec, roundsStarted, RalphOutcome.CANCELLED, handoff, "cancelled before round " + round);
            }
            roundsStarted = round;
            RoundOutcome outcome;
            long started = System.nanoTime();
            WorkspaceSnapshot before = WorkspaceSnapshot.take(workspace);
            Double cost;
            try (RoundStop stop = new RoundStop(context.cancellation());
                    RoundWatch.Round meter = watch.watch(child, stop)) {
                journal.append(new RalphRoundStarted(spec.runId(), round, spec.maxRounds(), child.sessionId().value()));
                RunUsage spentBefore = spent;
                BudgetWatch budgets = () -> spec.budgets().exhausted(
                        elapsed(spec, spentBefore, segmentStart, meter.tokens(), meter.costUsd()));
                stop.enforce(budgets, timeLeft(spec, segmentStart));
                outcome = runner.run(new RoundRunner.Round(child, slot,
                        RoundPrompt.render(spec.objective(), round, spec.maxRounds(), handoff), context.cancellation(),
                        stop, budgets, workspace, policy));
                cost = meter.costOrNull();
            } finally {
                context.releaseAgent(child);
            }
            long durationMs = (System.nanoTime() - started) / 1_000_000;
            List<String> changed = WorkspaceSnapshot.take(workspace).changedSince(before);
            RoundOutcome.Reported reported = outcome instanceof RoundOutcome.Reported ? (RoundOutcome.Reported) outcome
                    : null;
            RoundOutcome.Failed failure = outcome instanceof RoundOutcome.Failed ? (RoundOutcome.Failed) outcome : null;
            journal.append(new RalphRoundFinished(spec.runId(), round, child.sessionId().value(),
                    reported == null ? null : reported.report(), failure == null ? null : failure.failure(),
                    durationMs, outcome.usage(), cost,
                    changed.subList(0, Math.min(changed.size(), RalphRoundFinished.MAX_LISTED_FILES)), changed.size(),
                    outcome.verifier(), reported == null ? List.of() : reported.certifiedBy(), outcome.turns()));
            spent = spent.plus(new RunUsage(outcome.usage().total(), cost == null ? 0 : cost, 0));
            if (failure != null) {
                return failed(spec, round, handoff, failure);
            }
            RalphRoundReport report = reported.report();
            switch (report.status()) {
                case CONTINUE:
                    handoff = report;
                    break;
                case COMPLETE:
                    return new RalphResult(spec.runId(), round, RalphOutcome.COMPLETE, reported.certifiedBy(), report,
                            null);
                case BLOCKED:
                    return result(spec, round, RalphOutcome.BLOCKED, report, report.blocker());
                default:
                    throw new IllegalStateException("unexpected report status " + report.status());
            }
        }
        return result(spec, roundsStarted, RalphOutcome.BUDGET_LIMITED, handoff, Budget.ROUNDS.wire()
                + ": the last allowed round (" + spec.maxRounds() + "/" + spec.maxRounds() + ") said continue");
    }

    private static RalphResult failed(RalphRunSpec spec, int round, RalphRoundReport handoff,
            RoundOutcome.Failed outcome) {
        RoundFailure failure = outcome.failure();
        switch (outcome.code()) {
            case CANCELLED:
                return result(spec, round, RalphOutcome.CANCELLED, handoff, "cancelled in round " + round);
            case BUDGET:
                return result(spec, round, RalphOutcome.BUDGET_LIMITED, handoff, failure.message());
            default:
                return result(spec, round, RalphOutcome.FAILED, handoff, "round " + round + " failed ("
                        + failure.code() + "): " + failure.message());
        }
    }

    private static RalphResult result(RalphRunSpec spec, int rounds, RalphOutcome outcome, RalphRoundReport report,
            String reason) {
        return new RalphResult(spec.runId(), rounds, outcome, List.of(), report, reason);
    }

    /** How long the time budget still lasts, or null without one. */
    private static Duration timeLeft(RalphRunSpec spec, long segmentStart) {
        Long max = spec.budgets().maxWallMillis();
        if (max == null) {
            return null;
        }
        long used = spec.usedBefore().millis() + (System.nanoTime() - segmentStart) / 1_000_000;
        return Duration.ofMillis(Math.max(0, max - used));
    }

    /** Tokens and cost so far (plus the running round's), and the run's wall time across its segments. */
    private static RunUsage elapsed(RalphRunSpec spec, RunUsage spent, long segmentStart, long roundTokens,
            double roundCost) {
        long millis = spec.usedBefore().millis() + (System.nanoTime() - segmentStart) / 1_000_000;
        return new RunUsage(spent.tokens() + roundTokens, spent.costUsd() + roundCost, millis);
    }
}
