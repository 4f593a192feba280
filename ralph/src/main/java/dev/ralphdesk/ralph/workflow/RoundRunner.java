package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.Sleeper;
import dev.ralphdesk.core.cancel.Wait;
import dev.ralphdesk.core.gate.CertifiedBy;
import dev.ralphdesk.core.gate.CompletionGate;
import dev.ralphdesk.core.gate.CompletionPolicy;
import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.verify.EvidenceLedger;
import dev.ralphdesk.ralph.RalphConfig;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.report.ReportStatus;
import dev.ralphdesk.ralph.report.ReportValidator;
import dev.ralphdesk.ralph.run.FailureCode;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * Runs one round in its child as a loop of explicit steps, all in the same child session: the
 * turn; after a transient model failure a retry (at most {@code transientRetries}); after a turn
 * without a valid report one re-ask; for a complete report the completion gate (the evidence of
 * the turn that made it, plus the run's check command); after a refused claim an answer to the
 * refusal (at most {@code maxCompletionRefusals}). Each step ends the round or gives the next input.
 */
final class RoundRunner {
    private static final long STOP_GRACE_MS = 5000;
    private final RalphConfig config;
    private final ReportValidator validator;
    private final CompletionGate gate;
    private final Sleeper sleeper;

    RoundRunner(RalphConfig config, ReportValidator validator, CompletionGate gate, Sleeper sleeper) {
        this.config = config;
        this.validator = validator;
        this.gate = gate;
        this.sleeper = sleeper;
    }

    /** What one round works with; {@code cancel} is the run's, {@code stop} the round's own stop signal. */
    record Round(AgentHandle child, ReportSlot slot, String prompt, CancellationToken cancel, RoundStop stop,
            BudgetWatch budgets, Path workspace, CompletionPolicy policy) {
    }

    RoundOutcome run(Round round) {
        RoundTally tally = new RoundTally();
        RoundStep step = new RoundStep.Again(round.prompt());
        while (step instanceof RoundStep.Again again) {
            step = turn(round, tally, again.input());
        }
        return ((RoundStep.Ended) step).outcome();
    }

    /** The turn step: one turn of the child, then the step its result calls for. */
    private RoundStep turn(Round round, RoundTally tally, String input) {
        Optional<RoundOutcome> stop = stopped(round, tally);
        if (stop.isPresent()) {
            return new RoundStep.Ended(stop.get());
        }
        TurnResult result;
        try {
            result = await(round, round.child().submitReserved(() -> round.stop().fired() ? Optional.empty()
                    : Optional.of(new TurnInput(input, InputOrigin.system()))).thenApply(admitted -> admitted.orElse(null)));
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            if (cause instanceof RejectedExecutionException) {
                throw new RunInterruptedException(); // the process is shutting down: the turn never started
            }
            return ended(tally.failed(FailureCode.INTERNAL, "the child's turn broke: " + cause.getMessage()));
        }
        if (result == null) {
            // not admitted: the round stopped while the turn was queued
            return ended(stopped(round, tally).orElseGet(() -> tally.failed(FailureCode.CANCELLED,
                    "the run was cancelled")));
        }
        tally.add(result);
        TurnOutcome outcome = result.outcome();
        if (outcome.kind() == TurnOutcome.Kind.CANCELLED) {
            return ended(stopped(round, tally).orElseGet(() -> tally.failed(FailureCode.CANCELLED,
                    "the child's turn was cancelled")));
        }
        RalphRoundReport report = round.slot().report();
        if (report == null) {
            return TransientFailures.isTransient(outcome) && tally.retries < config.transientRetries()
                    ? retry(round, tally, outcome) : unreported(round, tally, outcome);
        }
        validator.checkSize(report);
        if (report.status() != ReportStatus.COMPLETE) {
            return ended(tally.reported(report, List.of()));
        }
        return gate(round, tally, report, result);
    }

    /** The transient-retry step: waits its backoff, then the same child carries on. */
    private RoundStep retry(Round round, RoundTally tally, TurnOutcome outcome) {
        tally.retries++;
        try {
            sleeper.sleep(TransientFailures.backoff(tally.retries), round.cancel());
        } catch (CancelledException e) {
            if (Thread.currentThread().isInterrupted()) {
                throw new RunInterruptedException();
            }
            return ended(tally.failed(FailureCode.CANCELLED, "the run was cancelled"));
        }
        return new RoundStep.Again(RoundTexts.retryNote(outcome, tally.retries));
    }

    /** A turn ended without a valid report: a failed model call ends the round, else the re-ask step (once). */
    private static RoundStep unreported(Round round, RoundTally tally, TurnOutcome outcome) {
        if (outcome.kind() == TurnOutcome.Kind.ERROR || outcome.kind() == TurnOutcome.Kind.USAGE_LIMITED
                || outcome.kind() == TurnOutcome.Kind.REFUSED) {
            String retried = tally.retries == 0 ? ""
                    : " after " + tally.retries + " retr" + (tally.retries == 1 ? "y" : "ies");
            return ended(tally.failed(FailureCode.CHILD_ERROR, "the child's turn ended " + outcome.label() + retried
                    + ": " + outcome.message()));
        }
        if (!tally.reasked) {
            tally.reasked = true;
            return new RoundStep.Again(RoundTexts.reask(round.slot().lastError()));
        }
        return ended(tally.failed(FailureCode.INVALID_REPORT, "no valid report after one re-ask: "
                + RoundTexts.describe(round.slot().lastError())));
    }

    /** The gate step: a complete claim is judged on the evidence of the turn that made it. */
    private RoundStep gate(Round round, RoundTally tally, RalphRoundReport report, TurnResult result) {
        EvidenceLedger ledger = new EvidenceLedger(round.policy().verifierTools());
        result.evidence().forEach(ledger::record);
        GateDecision decision = gate.judge(round.policy(), ledger, round.workspace(), round.cancel());
        if (Thread.currentThread().isInterrupted()) {
            throw new RunInterruptedException();
        }
        if (decision.accepted()) {
            return ended(tally.reported(report, decision.certifiedBy().stream().map(CertifiedBy::label).toList()));
        }
        if (round.cancel().isCancelled()) {
            return ended(tally.failed(FailureCode.CANCELLED, "the run was cancelled during the completion check"));
        }
        return refusal(round, tally, decision);
    }

    /** The refusal step: the worker is told why and carries on, until the refusals are used up. */
    private RoundStep refusal(Round round, RoundTally tally, GateDecision decision) {
        if (tally.refusals >= config.maxCompletionRefusals()) {
            return ended(tally.failed(FailureCode.COMPLETION_REFUSED, "the completion gate refused the claim "
                    + (tally.refusals + 1) + " times; last: " + decision.reason()));
        }
        tally.refusals++;
        round.slot().clear(decision.refusalMessage());
        return new RoundStep.Again(decision.refusalMessage());
    }

    /** Cancelled, or over a budget. */
    private static Optional<RoundOutcome> stopped(Round round, RoundTally tally) {
        if (round.cancel().isCancelled()) {
            return Optional.of(tally.failed(FailureCode.CANCELLED, "the run was cancelled"));
        }
        return round.budgets().check().map(tally::overBudget);
    }

    private static RoundStep ended(RoundOutcome outcome) {
        return new RoundStep.Ended(outcome);
    }

    /**
     * Waits for the child's turn; the round's stop reaches the child by itself. When this thread is
     * interrupted (the process is stopping), the child is stopped too and the run is left
     * interrupted; after {@link #STOP_GRACE_MS} it is given up on.
     */
    private static TurnResult await(Round round, CompletableFuture<TurnResult> turn) throws ExecutionException {
        CompletableFuture<TurnResult> waited = turn.copy();
        TurnResult result = Wait.result(waited, () -> {
            round.stop().shutdown();
            waited.completeOnTimeout(null, STOP_GRACE_MS, TimeUnit.MILLISECONDS);
        });
        if (Thread.currentThread().isInterrupted()) {
            throw new RunInterruptedException();
        }
        return result;
    }
}
