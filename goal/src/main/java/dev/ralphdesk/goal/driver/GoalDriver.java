package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.claim.ClaimListener;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.claim.SessionClaim;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.workspace.WorkspaceSnapshot;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.BudgetCheck;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalException;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalSpend;
import dev.ralphdesk.goal.driver.RoundState.Closing;
import dev.ralphdesk.goal.driver.RoundState.RoundStart;
import dev.ralphdesk.goal.driver.RoundState.Running;
import dev.ralphdesk.goal.prompt.RoundPrompts;
import dev.ralphdesk.goal.service.CompletionJudge;
import dev.ralphdesk.goal.service.GoalRegistry;
import dev.ralphdesk.goal.service.GoalSettings;
import dev.ralphdesk.goal.service.GoalView;
import dev.ralphdesk.goal.service.RoundScheduler;
import dev.ralphdesk.goal.service.SessionGoals;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The goal round driver, built only from the core's turn hooks and {@code submitReserved}. It fences
 * goal-origin turns that went stale before their first model call, compacts the requests of
 * {@code compact} goals, takes the completion marker out of visible text, watches for repeated
 * tool calls, counts tokens, and settles each turn ({@link RoundSettlement}).
 */
public final class GoalDriver implements TurnHook, RoundScheduler {
    private final GoalRegistry registry;
    private final GoalSettings settings;
    private final Clock clock;
    private final Runtimes runtimes = new Runtimes();
    private final Rounds rounds;
    private final RoundSettlement settlement;

    /**
     * @param claims who holds each session for long-running work: goal rounds wait while another owner does
     * @param store where the driver records what it tells the person (notices)
     */
    public GoalDriver(GoalRegistry registry, SessionClaims claims, GoalSettings settings, Clock clock,
            CompletionJudge judge, SessionStore store) {
        this.registry = registry;
        this.settings = settings;
        this.clock = clock;
        this.rounds = new Rounds(registry, claims, settings, clock, runtimes, store);
        this.settlement = new RoundSettlement(registry, settings, clock, judge, runtimes, rounds);
    }

    // ---- RoundScheduler: what the goal verbs ask of the driver

    @Override
    public void kick(SessionId session) {
        AgentHandle agent = registry.live(session);
        if (agent == null) {
            return;
        }
        SessionGoals goals = registry.goals(session);
        RoundRuntime rt = runtimes.of(session);
        synchronized (goals) {
            rt.state = RoundMachine.go(rt.state);
            rt.resetProgress();
        }
        rounds.schedule(agent);
    }

    @Override
    public void interrupt(SessionId session, CancelReason reason) {
        SessionGoals goals = registry.goals(session);
        RoundRuntime rt = runtimes.of(session);
        synchronized (goals) {
            if (rt.check != null) {
                rt.check.cancel(reason);
            }
            AgentHandle agent = registry.live(session);
            if (goals.runningRound() != null && agent != null) {
                agent.cancel(reason);
            }
        }
    }

    @Override
    public CompletableFuture<GoalView> runRounds(SessionId session) {
        return rounds.run(session);
    }

    @Override
    public boolean atRest() {
        for (SessionId session : runtimes.sessions()) {
            SessionGoals goals = registry.loaded(session);
            RoundRuntime rt = runtimes.find(session);
            boolean quiet;
            if (goals == null) {
                quiet = rt.atRest();
            } else {
                synchronized (goals) {
                    quiet = rt.atRest();
                }
            }
            if (!quiet) {
                return false;
            }
        }
        return true;
    }

    /**
     * Follows other owners' claims on sessions: when one starts, the panel learns that an active,
     * armed goal waits for it; when it ends, the goal's next round is scheduled (an armed active
     * goal continues after a Ralph run, never during it).
     */
    public ClaimListener claimListener() {
        return new ClaimListener() {
            @Override
            public void claimed(SessionClaim claim) {
                if (!claim.owner().equals(SessionGoals.CLAIM_OWNER)) {
                    republish(claim.session());
                }
            }

            @Override
            public void released(SessionClaim claim) {
                if (!claim.owner().equals(SessionGoals.CLAIM_OWNER) && republish(claim.session())) {
                    AgentHandle agent = registry.live(claim.session());
                    if (agent != null) {
                        rounds.schedule(agent);
                    }
                }
            }
        };
    }

    /** Tells the listeners of a session's goal its view now; false when its goal was never loaded. */
    private boolean republish(SessionId session) {
        SessionGoals goals = registry.loaded(session);
        if (goals == null) {
            return false;
        }
        synchronized (goals) {
            goals.publish(goals.view(registry.live(session)));
        }
        return true;
    }

    // ---- TurnHook

    @Override
    public void beforeTurn(TurnContext turn) {
        AgentHandle agent = turn.agent();
        if (agent.kind() != SessionKind.CHAT) {
            return;
        }
        SessionGoals goals = registry.goals(agent.sessionId());
        RoundRuntime rt = runtimes.of(agent.sessionId());
        WorkspaceSnapshot before = turn.origin() instanceof InputOrigin.Goal
                ? WorkspaceSnapshot.take(agent.workspace().root()) : null;
        boolean fence = false;
        String note = null;
        int startIndex = agent.history().size() - 1;
        synchronized (goals) {
            GoalSnapshot goal = goals.goal();
            if (turn.origin() instanceof InputOrigin.Goal round) {
                boolean current = goal != null && goal.id().equals(round.goalId())
                        && goal.revision() == round.revision() && goal.phase() == GoalPhase.ACTIVE
                        && goals.armed(agent) && goals.integrity() == null;
                RoundStart start = current ? new RoundStart(startIndex,
                        goal.continuation() == ContinuationMode.COMPACT, clock.instant(), before) : null;
                rt.state = RoundMachine.started(rt.state, turn.turnId(), round, current, start, startIndex);
                fence = rt.state instanceof RoundState.Fenced;
                if (!fence) {
                    goals.roundStarted(turn.turnId());
                    goals.publish(goals.view(agent));
                }
            } else {
                rt.state = RoundMachine.started(rt.state, turn.turnId(), turn.origin(), false, null, startIndex);
                if (turn.origin() instanceof InputOrigin.Human) {
                    goals.humanTurn();
                    rt.resetProgress();
                }
                if (goals.noteDue() && goals.integrity() == null) {
                    note = goal == null ? RoundPrompts.CLEARED_NOTE
                            : RoundPrompts.note(goal, goals.spend().roundsStarted());
                    goals.markNoted();
                }
            }
        }
        if (fence) {
            agent.cancel(CancelReason.DRIVER);
        } else if (note != null) {
            agent.inject("goal", note);
        }
    }

    @Override
    public ModelRequest shapeRequest(TurnContext turn, ModelRequest request) {
        RoundRuntime rt = runtimes.find(turn.agent().sessionId());
        if (rt == null) {
            return request;
        }
        RoundState state = rt.state;
        if (state instanceof Closing closing && closing.runs(turn.turnId())) {
            List<ChatMessage> messages = closing.compact()
                    ? fromOwnPrompt(request.messages(), closing.startIndex()) : request.messages();
            return new ModelRequest(request.systemPrompt(), messages, List.of(), request.maxOutputTokens());
        }
        if (state instanceof Running running && running.runs(turn.turnId()) && running.start().compact()) {
            return request.withMessages(fromOwnPrompt(request.messages(), running.start().startIndex()));
        }
        return request;
    }

    /** A compact turn's messages: from its own prompt at {@code start} on (all of them if that is not found). */
    private static List<ChatMessage> fromOwnPrompt(List<ChatMessage> messages, int start) {
        return start >= 0 && start < messages.size() && messages.get(start) instanceof ChatMessage.User
                ? messages.subList(start, messages.size()) : messages;
    }

    @Override
    public String transformAssistantText(TurnContext turn, String text) {
        if (turn.agent().kind() != SessionKind.CHAT || !CompletionMarker.present(text)) {
            return text;
        }
        SessionGoals goals = registry.goals(turn.agent().sessionId());
        synchronized (goals) {
            runtimes.of(turn.agent().sessionId()).markerTurns.add(turn.turnId());
        }
        return CompletionMarker.strip(text);
    }

    @Override
    public void afterToolCall(TurnContext turn, ToolCall call, ToolResult result) {
        RoundRuntime rt = runtimes.find(turn.agent().sessionId());
        if (rt == null) {
            return;
        }
        if (rt.state instanceof Closing closing && closing.runs(turn.turnId())) {
            // the closing request offers no tools; a model that calls one anyway gets no second request
            turn.agent().cancel(CancelReason.DRIVER);
            return;
        }
        if (!RoundMachine.owns(rt.state, turn.turnId())) {
            return;
        }
        SessionGoals goals = registry.goals(turn.agent().sessionId());
        boolean trip = false;
        synchronized (goals) {
            if (rt.state instanceof Running running && running.runs(turn.turnId()) && running.noProgress() == null) {
                String why = rt.progress(running.round().goalId(), settings.noProgressRounds()).call(call.name(),
                        call.arguments(), result.output(), result.error(), result.wroteWorkspace()).orElse(null);
                rt.state = why == null ? running : RoundMachine.stalled(running, turn.turnId(), why);
                trip = why != null;
            }
        }
        if (trip) {
            turn.agent().cancel(CancelReason.DRIVER);
        }
    }

    @Override
    public void afterTurn(AgentHandle agent, TurnResult result) {
        if (agent.kind() == SessionKind.CHAT) {
            settlement.settle(agent, result);
        }
    }

    /**
     * Counts the tokens and cost of each step of a running goal round, and stops the round as soon as
     * a token, cost or wall-time budget is used up (its settlement then blocks).
     */
    @Override
    public void afterModelCall(TurnContext turn, Usage usage, Double costUsd) {
        SessionId session = turn.agent().sessionId();
        RoundRuntime rt = runtimes.find(session);
        if (rt != null && rt.state instanceof Running running && running.runs(turn.turnId())) {
            SessionGoals goals = registry.goals(session);
            goals.addTokens(usage.total(), costUsd);
            stopIfOverBudget(session, turn.turnId(), goals, rt);
        }
    }

    /**
     * The person stopped the session's work (Stop, or a signal to a headless run; told even when no
     * turn runs): an active, armed goal is paused — which also interrupts a running check command and
     * round — so Stop between rounds, or while a claim's check runs after a turn, ends the loop. The
     * stops of policies (the driver's own, a pause, a budget) and a goal that is no longer active are
     * left alone.
     */
    @Override
    public void cancelRequested(AgentHandle agent, CancelReason reason) {
        if (!reason.byPerson() || agent.kind() != SessionKind.CHAT || registry.live(agent.sessionId()) != agent) {
            return;
        }
        SessionId session = agent.sessionId();
        SessionGoals goals = registry.goals(session);
        GoalRef ref;
        synchronized (goals) {
            GoalSnapshot goal = goals.goal();
            if (goal == null || goal.phase() != GoalPhase.ACTIVE || !goals.armed(agent) || goals.integrity() != null) {
                return;
            }
            ref = goal.ref();
        }
        try {
            goals.pause(ref, clock.instant());
        } catch (GoalException e) {
            return; // the goal changed in between: that change wins
        }
        interrupt(session, reason);
        rounds.notice(session, Notices.of(Rounds.NOTICE_KIND, reason == CancelReason.INTERRUPTED
                ? "goal-paused-interrupted" : "goal-paused-by-person"));
    }

    private void stopIfOverBudget(SessionId session, String turnId, SessionGoals goals, RoundRuntime rt) {
        synchronized (goals) {
            GoalSnapshot goal = goals.goal();
            if (!(rt.state instanceof Running running) || !running.runs(turnId) || running.budgetStop() != null
                    || goal == null || goal.phase() != GoalPhase.ACTIVE || !goal.id().equals(running.round().goalId())) {
                return;
            }
            // the round cap counts rounds started and is checked between rounds; here: tokens, cost, time so far
            Duration elapsed = Duration.between(running.start().startedAt(), clock.instant());
            GoalSpend sofar = new GoalSpend(0, goals.spend().usage().plusElapsed(elapsed));
            Optional<BlockReason> spent = BudgetCheck.exceeded(goal, sofar);
            if (spent.isEmpty()) {
                return;
            }
            rt.state = RoundMachine.budgetStopped(rt.state, turnId, spent.get());
        }
        AgentHandle agent = registry.live(session);
        if (agent != null) {
            agent.cancel(CancelReason.BUDGET);
        }
    }
}
