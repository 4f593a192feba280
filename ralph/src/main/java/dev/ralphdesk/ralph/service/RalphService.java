package dev.ralphdesk.ralph.service;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.claim.SessionClaim;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.id.RandomIds;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.plugin.AgentDirectory;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.workflow.WorkflowEngine;
import dev.ralphdesk.ralph.RalphConfig;
import dev.ralphdesk.ralph.RalphException;
import dev.ralphdesk.ralph.RalphException.Code;
import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.report.ReportStatus;
import dev.ralphdesk.ralph.report.ReportValidator;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RalphRunFinished;
import dev.ralphdesk.ralph.run.RalphRunSpec;
import dev.ralphdesk.ralph.run.RunBudgets;
import dev.ralphdesk.ralph.workflow.RalphWorkflow;
import dev.ralphdesk.ralph.workflow.RunBroadcast;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.Objects;

/**
 * What the UI, the CLI, the {@code ralph} tool and {@code /ralph} use: start a run in a chat
 * session, resume an interrupted one (only when asked), cancel, and read the timeline. At most one
 * run goes on per session. Every refusal happens before anything runs and carries a code.
 *
 * <p>One run of work per session at a time: a run claims its parent session ({@link SessionClaims},
 * owner {@value #CLAIM_OWNER}) from its start until it has ended — complete, blocked, budget-limited,
 * failed, cancelled, or broken by an exception — and every child has stopped. A run does not start
 * while other work (e.g. goal rounds) holds the session; that work waits for the run's end.
 */
public final class RalphService {
    /** The owner of a run's claim on its parent session. */
    public static final String CLAIM_OWNER = "ralph";
    private static final System.Logger LOG = JulLogger.of(RalphService.class);
    private final RalphConfig config;
    private final SessionStore store;
    private final AgentDirectory agents;
    private final SessionClaims claims;
    private final RunLauncher launcher;
    private final Map<String, RalphRun> active = new ConcurrentHashMap<>();
    private final List<Consumer<RalphRun>> startListeners = new CopyOnWriteArrayList<>();
    private final RunLookup lookup;
    private final Supplier<Optional<String>> costBudgetProblem;

    /**
     * @param costBudgetProblem why a cost budget cannot be kept now (the model has no price), or empty:
     *     a run with one is refused with {@code RALPH_COST_UNKNOWN} rather than started with a budget
     *     that could never stop it
     */
    public RalphService(RalphConfig config, SessionStore store, AgentDirectory agents, WorkflowEngine engine,
            SessionClaims claims, RalphWorkflow workflow, RunBroadcast broadcast,
            Supplier<Optional<String>> costBudgetProblem) {
        this.costBudgetProblem = Objects.requireNonNull(costBudgetProblem, "costBudgetProblem");
        this.lookup = new RunLookup(store, active);
        this.config = config;
        this.store = store;
        this.agents = agents;
        this.claims = claims;
        this.launcher = new RunLauncher(engine, workflow, claims, broadcast,
                new ReportValidator(config.maxHandoffChars()), active);
    }

    public RalphConfig config() {
        return config;
    }

    /**
     * Starts a run in a chat session, in the background.
     *
     * @throws RalphException before anything runs: invalid objective or round cap, a provider that
     *     is missing, lacks structured output or inherits the parent's context, a run already
     *     going in the session, other long-running work (goal rounds) holding the session
     *     ({@code RALPH_SESSION_BUSY}), or the session's agent running or having queued a turn
     */
    public RalphRun start(SessionId session, RalphRequest request) {
        return start(session, request, true);
    }

    /**
     * Starts a run from inside the parent's own turn (the {@code ralph} tool, whose turn blocks on
     * the run): the parent is busy with that very turn, so only another run in the session, or other
     * long-running work holding it, refuses.
     *
     * @throws RalphException as {@link #start}, except that the parent's running turn is allowed
     */
    public RalphRun startInOwnTurn(SessionId session, RalphRequest request) {
        return start(session, request, false);
    }

    private RalphRun start(SessionId session, RalphRequest request, boolean parentMustBeIdle) {
        String objective = request.objective();
        if (objective == null || objective.isBlank()) {
            throw new RalphException(Code.RALPH_INVALID_OBJECTIVE, "The objective is empty; say what the run should achieve.");
        }
        int maxRounds = resolveMaxRounds(request.maxRounds());
        RunBudgets budgets = config.budgets().overriddenBy(request.budgets());
        costBudgetKept(budgets);
        String runId = RandomIds.text();
        RalphRunSpec spec = new RalphRunSpec(runId, objective, maxRounds, request.checkCommand(), budgets, 1, null,
                null, false);
        return launch(session, spec, null, parentMustBeIdle);
    }

    /**
     * Resumes an interrupted run from its last good report: a fresh round after the last one that
     * said continue. Never happens by itself. The run is looked up in the session it was started
     * in (a fork's copy of it is never resumed).
     *
     * @throws RalphException when the run is unknown, going, or finished
     */
    public RalphRun resume(String runId) {
        SessionId session = sessionOf(runId).orElseThrow(() -> new RalphException(Code.RALPH_RUN_NOT_FOUND,
                "No Ralph run " + runId + "."));
        return resume(session, runId);
    }

    /**
     * Resumes an interrupted run of {@code session}. A run that a fork copied into this session
     * belongs to the session it started in and is refused here. When the run's last round already
     * recorded a certified {@code complete} or a {@code blocked} report (the process stopped before
     * the run's end was written), the run is finished with that round's outcome and no round runs.
     *
     * @throws RalphException when the run is unknown here, not this session's, going, or finished
     */
    public RalphRun resume(SessionId session, String runId) {
        RunView run = run(session, runId).orElseThrow(() -> new RalphException(Code.RALPH_RUN_NOT_FOUND,
                "No Ralph run " + runId + " in this session."));
        if (!run.belongsTo(session)) {
            throw new RalphException(Code.RALPH_NOT_RESUMABLE, "The run " + runId + " was copied into this session "
                    + "by a fork; it can only be resumed in the session it started in (" + run.parentSessionId() + ").");
        }
        if (run.state() != RunState.INTERRUPTED) {
            throw new RalphException(active.containsKey(runId) ? Code.RALPH_RUN_ACTIVE : Code.RALPH_NOT_RESUMABLE,
                    "The run " + runId + " is " + run.state().label() + "; only an interrupted run can be resumed.");
        }
        Optional<RalphResult> decided = decidedBy(run);
        if (decided.isPresent()) {
            return finishRecorded(session, run, decided.get());
        }
        costBudgetKept(run.budgets());
        RalphRunSpec spec = new RalphRunSpec(runId, run.objective(), run.maxRounds(), run.checkCommand(),
                run.budgets(), run.lastGoodRound() + 1, run.lastGoodReport().orElse(null), run.used(), true);
        return launch(session, spec, run, true);
    }

    /** Refuses a cost budget the run could never be held to: the model has no price. */
    private void costBudgetKept(RunBudgets budgets) {
        if (budgets.maxCostUsd() != null) {
            costBudgetProblem.get().ifPresent(problem -> {
                throw new RalphException(Code.RALPH_COST_UNKNOWN, problem);
            });
        }
    }

    /** The outcome an interrupted run's last round already settled: a certified complete, or blocked. */
    private static Optional<RalphResult> decidedBy(RunView run) {
        Optional<RoundView> last = run.lastRound();
        if (last.isEmpty() || last.get().state() != RoundState.REPORTED || last.get().report() == null) {
            return Optional.empty();
        }
        RoundView round = last.get();
        RalphRoundReport report = round.report();
        if (report.status() == ReportStatus.COMPLETE && !round.certifiedBy().isEmpty()) {
            return Optional.of(new RalphResult(run.runId(), run.roundsStarted(), RalphOutcome.COMPLETE,
                    round.certifiedBy(), report, null));
        }
        if (report.status() == ReportStatus.BLOCKED) {
            return Optional.of(new RalphResult(run.runId(), run.roundsStarted(), RalphOutcome.BLOCKED, List.of(),
                    report, report.blocker()));
        }
        return Optional.empty();
    }

    /** Writes the end a run's last round already decided, without running anything. */
    private RalphRun finishRecorded(SessionId session, RunView view, RalphResult result) {
        AgentHandle parent = agents.open(session);
        RalphRun run = new RalphRun(view.runId(), session, view, reason -> {
        });
        synchronized (active) {
            if (activeIn(session).isPresent()) {
                throw new RalphException(Code.RALPH_RUN_ACTIVE, "A Ralph run is already going in this session ("
                        + activeIn(session).get().runId() + "); cancel it or wait for it.");
            }
            if (!parent.isIdle()) {
                throw new RalphException(Code.RALPH_SESSION_BUSY, "The session's agent is working (a turn is "
                        + "running or queued); stop it or wait until it is idle, then resume the Ralph run.");
            }
            RalphRunFinished finished = new RalphRunFinished(view.runId(), result);
            run.onEvent(store.append(session, finished));
        }
        notifyStarted(run);
        run.finish(result);
        return run;
    }

    /**
     * Tells {@code listener} of every run that starts or resumes from now on, whoever started it
     * (the model's tool, {@code /ralph}, the UI, the CLI); the timeline subscribes to it there.
     * Called on the starting thread; a {@link RalphRun#subscribe} there replays what already happened.
     * Closing unsubscribes.
     */
    public AutoCloseable onRunStarted(Consumer<RalphRun> listener) {
        startListeners.add(listener);
        return () -> startListeners.remove(listener);
    }

    /** Asks a run going in this process to stop for {@code reason}; false when there is none. */
    public boolean cancel(String runId, CancelReason reason) {
        RalphRun run = active.get(runId);
        if (run == null) {
            return false;
        }
        run.cancel(reason);
        return true;
    }

    /**
     * The person cancels a run wherever it stands: one going in this process is asked to stop (it ends
     * {@code cancelled}); an interrupted one, going nowhere, is recorded cancelled so that it is no longer
     * offered for resuming. Returns whether the run was going.
     *
     * @throws RalphException {@code RALPH_RUN_NOT_FOUND}; {@code RALPH_NOT_RESUMABLE} when the run has ended
     *     already or is a fork's copy
     */
    public boolean cancelByPerson(String runId) {
        if (cancel(runId, CancelReason.PERSON)) {
            return true;
        }
        SessionId session = sessionOf(runId).orElseThrow(() -> new RalphException(Code.RALPH_RUN_NOT_FOUND,
                "No Ralph run " + runId + "."));
        RunView run = run(session, runId).orElseThrow(() -> new RalphException(Code.RALPH_RUN_NOT_FOUND,
                "No Ralph run " + runId + "."));
        if (run.state() != RunState.INTERRUPTED || !run.belongsTo(session)) {
            throw new RalphException(Code.RALPH_NOT_RESUMABLE, "The run " + runId + " is " + run.state().label()
                    + "; there is nothing to cancel.");
        }
        synchronized (active) {
            if (cancel(runId, CancelReason.PERSON)) {
                return true;
            }
            store.append(session, new RalphRunFinished(runId, new RalphResult(runId, run.roundsStarted(),
                    RalphOutcome.CANCELLED, List.of(), run.lastGoodReport().orElse(null), "cancelled while interrupted")));
        }
        return false;
    }

    public Optional<RalphRun> active(String runId) {
        return Optional.ofNullable(active.get(runId));
    }

    /** The run going in a session, if any. */
    public Optional<RalphRun> activeIn(SessionId session) {
        return active.values().stream().filter(r -> r.session().equals(session)).findFirst();
    }

    /** The timeline of a session: its runs in start order; unfinished runs not going here are interrupted. */
    public List<RunView> runs(SessionId session) {
        return lookup.runs(session);
    }

    public Optional<RunView> run(SessionId session, String runId) {
        return lookup.run(session, runId);
    }

    /** The id of every run in the store (reads the timelines of the sessions that have runs). */
    public Set<String> runIds() {
        return lookup.runIds();
    }

    /** A run anywhere in the store, by id. */
    public Optional<RunView> run(String runId) {
        return lookup.run(runId);
    }

    /** The chat session a run belongs to (see {@link RunLookup#sessionOf}). */
    public Optional<SessionId> sessionOf(String runId) {
        return lookup.sessionOf(runId);
    }

    private int resolveMaxRounds(Integer requested) {
        if (requested == null) {
            return config.maxRounds();
        }
        if (requested < 1 || requested > config.maxRounds()) {
            throw new RalphException(Code.RALPH_INVALID_MAX_ROUNDS, "maxRounds must be 1 to " + config.maxRounds()
                    + " (the configured ceiling); got " + requested + ".");
        }
        return requested;
    }

    /**
     * Checks the session, then starts the fixed workflow (the engine checks the provider once);
     * nothing is written before this passes.
     */
    private RalphRun launch(SessionId session, RalphRunSpec spec, RunView resumedFrom, boolean parentMustBeIdle) {
        String providerName = config.subagentProvider();
        AgentHandle parent = agents.open(session);
        if (parent.kind() != SessionKind.CHAT) {
            throw new RalphException(Code.RALPH_INVALID_ARGUMENTS, "Ralph runs start from chat sessions only.");
        }
        RalphRun run;
        synchronized (active) {
            if (activeIn(session).isPresent()) {
                throw new RalphException(Code.RALPH_RUN_ACTIVE, "A Ralph run is already going in this session ("
                        + activeIn(session).get().runId() + "); cancel it or wait for it.");
            }
            // One run of work per session at a time: other long-running work (goal rounds) holding the
            // session refuses, and a background run must not edit the workspace while the session's own
            // agent runs (or has queued) a human turn or a goal round.
            Optional<SessionClaim> holder = claims.heldByOther(session, CLAIM_OWNER);
            if (holder.isPresent()) {
                throw RunLauncher.busy(holder.get());
            }
            if (parentMustBeIdle && !parent.isIdle()) {
                throw new RalphException(Code.RALPH_SESSION_BUSY, "The session's agent is working (a turn is "
                        + "running or queued); stop it or wait until it is idle, then start the Ralph run.");
            }
            run = launcher.launch(session, spec, resumedFrom, parent, providerName);
        }
        notifyStarted(run);
        return run;
    }

    private void notifyStarted(RalphRun run) {
        for (Consumer<RalphRun> listener : startListeners) {
            try {
                listener.accept(run);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a start listener of Ralph run " + run.runId() + " failed", e);
            }
        }
    }

}
