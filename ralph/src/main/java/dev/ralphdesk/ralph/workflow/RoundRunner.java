package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.gate.CertifiedBy;
import dev.ralphdesk.core.gate.CompletionGate;
import dev.ralphdesk.core.gate.CompletionPolicy;
import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.model.Usage;
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
import dev.ralphdesk.ralph.run.RunBudgets;
import dev.ralphdesk.ralph.run.VerifierResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs one round in its child: the round prompt, then — within the same child session — at most
 * {@code transientRetries} retries after transient model failures, one re-ask when the turn ended
 * without a valid report, and up to {@code maxCompletionRefusals} answers to a refused completion.
 * A complete report goes through the completion gate with the evidence of the turn that made it,
 * plus the run's check command.
 */
final class RoundRunner {
    private static final long POLL_MS = 20;
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

    /** What one round works with. */
    record Round(AgentHandle child, ReportSlot slot, String prompt, CancellationToken cancel, BudgetWatch budgets,
            Path workspace, CompletionPolicy policy) {
    }

    RoundOutcome run(Round round) {
        Tally tally = new Tally();
        String input = round.prompt();
        int retries = 0;
        int refusals = 0;
        boolean reasked = false;
        while (true) {
            Optional<RoundOutcome> stop = stopped(round, tally);
            if (stop.isPresent()) {
                return stop.get();
            }
            TurnResult result;
            TurnInput turnInput = new TurnInput(input, InputOrigin.system());
            try {
                // A turn still queued when the run is cancelled is never admitted: no model request.
                result = await(round, round.child().submitReserved(() -> round.cancel().isCancelled()
                        ? Optional.empty() : Optional.of(turnInput)).thenApply(admitted -> admitted.orElse(null)));
            } catch (ExecutionException e) {
                Throwable cause = e.getCause() == null ? e : e.getCause();
                if (cause instanceof RejectedExecutionException) {
                    throw new RunInterruptedException(); // the process is shutting down: the turn never started
                }
                return tally.failed(FailureCode.INTERNAL, "the child's turn broke: " + cause.getMessage());
            }
            if (result == null) {
                return tally.failed(FailureCode.CANCELLED, "the run was cancelled");
            }
            tally.add(result);
            TurnOutcome outcome = result.outcome();
            if (outcome.kind() == TurnOutcome.Kind.CANCELLED) {
                return stopped(round, tally).orElseGet(() -> tally.failed(FailureCode.CANCELLED,
                        "the child's turn was cancelled"));
            }
            RalphRoundReport report = round.slot().report();
            if (report == null) {
                if (TransientFailures.isTransient(outcome) && retries < config.transientRetries()) {
                    retries++;
                    try {
                        sleeper.sleep(TransientFailures.backoff(retries), round.cancel());
                    } catch (CancelledException e) {
                        if (Thread.currentThread().isInterrupted()) {
                            throw new RunInterruptedException();
                        }
                        return tally.failed(FailureCode.CANCELLED, "the run was cancelled");
                    }
                    input = retryNote(outcome, retries);
                    continue;
                }
                if (outcome.kind() == TurnOutcome.Kind.ERROR || outcome.kind() == TurnOutcome.Kind.USAGE_LIMITED
                        || outcome.kind() == TurnOutcome.Kind.REFUSED) {
                    String retried = retries == 0 ? "" : " after " + retries + " retr" + (retries == 1 ? "y" : "ies");
                    return tally.failed(FailureCode.CHILD_ERROR, "the child's turn ended " + outcome.label() + retried + ": "
                            + outcome.message());
                }
                if (!reasked) {
                    reasked = true;
                    input = reask(round.slot().lastError());
                    continue;
                }
                return tally.failed(FailureCode.INVALID_REPORT, "no valid report after one re-ask: "
                        + describe(round.slot().lastError()));
            }
            validator.checkSize(report);
            if (report.status() != ReportStatus.COMPLETE) {
                return tally.reported(report, List.of());
            }
            EvidenceLedger ledger = new EvidenceLedger(round.policy().verifierTools());
            result.evidence().forEach(ledger::record);
            GateDecision decision = gate.judge(round.policy(), ledger, round.workspace(), round.cancel());
            if (Thread.currentThread().isInterrupted()) {
                throw new RunInterruptedException();
            }
            if (decision.accepted()) {
                return tally.reported(report, decision.certifiedBy().stream().map(CertifiedBy::label).toList());
            }
            if (round.cancel().isCancelled()) {
                return tally.failed(FailureCode.CANCELLED, "the run was cancelled during the completion check");
            }
            if (refusals >= config.maxCompletionRefusals()) {
                return tally.failed(FailureCode.COMPLETION_REFUSED, "the completion gate refused the claim "
                        + (refusals + 1) + " times; last: " + decision.reason());
            }
            refusals++;
            round.slot().clear(decision.refusalMessage());
            input = decision.refusalMessage();
        }
    }

    /** Cancelled, or over a budget, before the next turn. */
    private static Optional<RoundOutcome> stopped(Round round, Tally tally) {
        if (round.cancel().isCancelled()) {
            return Optional.of(tally.failed(FailureCode.CANCELLED, "the run was cancelled"));
        }
        Optional<RunBudgets.Exhausted> spent = round.budgets().check();
        return spent.map(tally::overBudget);
    }

    /**
     * Waits for the child's turn, cancelling it (again, until it ends) once the run is cancelled or
     * over budget. When this thread is interrupted (the process is stopping), the child is stopped
     * too and the run is left interrupted; after {@link #STOP_GRACE_MS} it is given up on.
     */
    private static TurnResult await(Round round, CompletableFuture<TurnResult> turn) throws ExecutionException {
        boolean interrupted = false;
        long giveUpAt = Long.MAX_VALUE;
        try {
            while (true) {
                try {
                    TurnResult result = turn.get(POLL_MS, TimeUnit.MILLISECONDS);
                    if (interrupted) {
                        throw new RunInterruptedException();
                    }
                    return result;
                } catch (TimeoutException e) {
                    if (interrupted) {
                        round.child().cancel(CancelReason.SHUTDOWN);
                    } else if (round.cancel().isCancelled()) {
                        round.child().cancel(round.cancel().reason());
                    } else if (round.budgets().check().isPresent()) {
                        round.child().cancel(CancelReason.BUDGET);
                    }
                    if (System.currentTimeMillis() > giveUpAt) {
                        throw new RunInterruptedException();
                    }
                } catch (InterruptedException e) {
                    interrupted = true;
                    giveUpAt = System.currentTimeMillis() + STOP_GRACE_MS;
                    round.child().cancel(CancelReason.SHUTDOWN);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    static String reask(String lastError) {
        return "Your round ended without a valid report: " + describe(lastError) + ". Call submit_report now "
                + "with a valid report (exactly the keys status, summary, evidence, nextSteps, blocker), then end "
                + "your turn. If you claim complete, run your verifier again first: completion is judged on the "
                + "evidence of this turn.";
    }

    static String retryNote(TurnOutcome outcome, int attempt) {
        return "The model call of this round failed with a transient error (" + outcome.label() + ": "
                + outcome.message() + "); this is retry " + attempt + ". Inspect the workspace to see what is done, "
                + "carry on, and end the round with submit_report.";
    }

    private static String describe(String lastError) {
        return lastError == null ? "submit_report was not called" : lastError;
    }

    /** The round's running figures. */
    private static final class Tally {
        Usage usage = Usage.ZERO;
        VerifierResult verifier;
        int turns;

        void add(TurnResult result) {
            turns++;
            usage = usage.plus(result.usage());
            if (!result.evidence().isEmpty()) {
                verifier = VerifierResult.of(result.evidence().get(result.evidence().size() - 1));
            }
        }

        RoundOutcome reported(RalphRoundReport report, List<String> certifiedBy) {
            return new RoundOutcome.Reported(report, certifiedBy, usage, verifier, turns);
        }

        RoundOutcome failed(FailureCode code, String message) {
            return new RoundOutcome.Failed(code, message, usage, verifier, turns);
        }

        RoundOutcome overBudget(RunBudgets.Exhausted spent) {
            return failed(FailureCode.BUDGET, spent.reason());
        }
    }
}
