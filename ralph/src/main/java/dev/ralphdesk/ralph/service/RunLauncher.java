package dev.ralphdesk.ralph.service;

import dev.ralphdesk.core.claim.HeldClaim;
import dev.ralphdesk.core.claim.SessionBusyException;
import dev.ralphdesk.core.claim.SessionClaim;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.workflow.WorkflowEngine;
import dev.ralphdesk.core.workflow.WorkflowException;
import dev.ralphdesk.core.workflow.WorkflowRun;
import dev.ralphdesk.core.workflow.WorkflowStartRequest;
import dev.ralphdesk.ralph.RalphException;
import dev.ralphdesk.ralph.RalphException.Code;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.report.InvalidReportException;
import dev.ralphdesk.ralph.report.ReportValidator;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RalphRunSpec;
import dev.ralphdesk.ralph.run.RunName;
import dev.ralphdesk.ralph.workflow.RalphWorkflow;
import dev.ralphdesk.ralph.workflow.RunBroadcast;
import dev.ralphdesk.ralph.workflow.RunInterruptedException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Starts a checked run: claims the parent session, starts the fixed workflow and registers the run
 * as active; when the workflow ends — however it ends — disposes of it (every child stopped),
 * validates its terminal value again, unregisters the run and releases the claim before the run's
 * result completes. Called under {@link RalphService}'s lock on its active runs.
 */
final class RunLauncher {
    private static final System.Logger LOG = JulLogger.of(RunLauncher.class);
    private final WorkflowEngine engine;
    private final RalphWorkflow workflow;
    private final SessionClaims claims;
    private final RunBroadcast broadcast;
    private final ReportValidator validator;
    private final Map<String, RalphRun> active;

    RunLauncher(WorkflowEngine engine, RalphWorkflow workflow, SessionClaims claims, RunBroadcast broadcast,
            ReportValidator validator, Map<String, RalphRun> active) {
        this.engine = engine;
        this.workflow = workflow;
        this.claims = claims;
        this.broadcast = broadcast;
        this.validator = validator;
        this.active = active;
    }

    /** The refusal when other long-running work holds the session. */
    static RalphException busy(SessionClaim holder) {
        return new RalphException(Code.RALPH_SESSION_BUSY, "This session is busy with " + holder.what()
                + "; one kind of autonomous work runs in a session at a time. Pause or stop it, or wait until it "
                + "ends, then start the Ralph run.");
    }

    /** @throws RalphException when the session is claimed by other work or the engine refuses the run */
    RalphRun launch(SessionId session, RalphRunSpec spec, RunView resumedFrom, AgentHandle parent,
            String providerName) {
        HeldClaim claim;
        try {
            claim = claims.claim(new SessionClaim(session, RalphService.CLAIM_OWNER, RunName.of(spec.runId())));
        } catch (SessionBusyException e) {
            throw busy(e.holder());
        }
        try {
            return begin(session, spec, resumedFrom, parent, providerName, claim);
        } catch (RuntimeException e) {
            claim.release();
            throw e;
        }
    }

    private RalphRun begin(SessionId session, RalphRunSpec spec, RunView resumedFrom, AgentHandle parent,
            String providerName, HeldClaim claim) {
        AtomicReference<WorkflowRun<RalphResult>> started = new AtomicReference<>();
        RalphRun run = new RalphRun(spec.runId(), session, resumedFrom, reason -> {
            WorkflowRun<RalphResult> going = started.get();
            if (going != null) {
                going.cancel(reason);
            }
        });
        AutoCloseable subscription = broadcast.subscribe(spec.runId(), run::onEvent);
        int agents = spec.maxRounds() - spec.startRound() + 1;
        WorkflowRun<RalphResult> workflowRun;
        try {
            workflowRun = engine.start(workflow, new WorkflowStartRequest<>(parent, spec, spec.runId(), providerName,
                    Math.max(1, agents)));
        } catch (WorkflowException e) {
            close(subscription);
            throw refused(e);
        }
        started.set(workflowRun);
        active.put(spec.runId(), run);
        // Registered before anyone is told, so nothing a listener does can leave the run active forever.
        workflowRun.result().handle((value, error) -> {
            RalphResult result = null;
            try {
                workflowRun.dispose();
                result = consume(spec, value, error);
                close(subscription);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "closing Ralph run " + spec.runId() + " failed", e);
                if (result == null) {
                    result = new RalphResult(spec.runId(), 0, RalphOutcome.FAILED, List.of(), null,
                            "the run could not be closed: " + e.getMessage());
                }
            } finally {
                active.remove(spec.runId(), run);
                claim.release();
            }
            run.finish(result);
            return null;
        });
        return run;
    }


    /** The engine's refusal, with the code a Ralph caller knows (the provider checks are the engine's). */
    private static RalphException refused(WorkflowException e) {
        switch (e.code()) {
            case WORKFLOW_PROVIDER_MISSING:
                return new RalphException(Code.RALPH_PROVIDER_MISSING, e.getMessage() + " Ralph needs a provider of "
                        + "fresh children with structured output (e.g. spawn).");
            case WORKFLOW_PROVIDER_UNSTRUCTURED:
                return new RalphException(Code.RALPH_PROVIDER_UNSTRUCTURED, e.getMessage());
            case WORKFLOW_PROVIDER_CONTEXT:
                return new RalphException(Code.RALPH_PROVIDER_INHERITS_CONTEXT, e.getMessage());
            default:
                return new RalphException(Code.RALPH_WORKFLOW_REFUSED, e.code().name() + ": " + e.getMessage());
        }
    }

    /** The consumer's side of the seam: the final report is checked again before anyone sees it. */
    private RalphResult consume(RalphRunSpec spec, RalphResult value, Throwable error) {
        if (error != null) {
            Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
            if (cause instanceof RunInterruptedException) {
                return new RalphResult(spec.runId(), 0, RalphOutcome.CANCELLED, List.of(), null,
                        "interrupted: " + cause.getMessage());
            }
            return new RalphResult(spec.runId(), 0, RalphOutcome.FAILED, List.of(), null,
                    "the run broke: " + cause.getClass().getSimpleName() + ": " + cause.getMessage());
        }
        try {
            if (value.report() != null) {
                validator.checkSize(value.report());
            }
            return value;
        } catch (InvalidReportException e) {
            return new RalphResult(spec.runId(), 0, RalphOutcome.FAILED, List.of(), null,
                    "the run's terminal value is invalid: " + e.getMessage());
        }
    }

    private static void close(AutoCloseable subscription) {
        try {
            subscription.close();
        } catch (Exception e) {
            throw new IllegalStateException("cannot unsubscribe from the run", e);
        }
    }
}
