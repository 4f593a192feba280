package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.claim.HeldClaim;
import dev.ralphdesk.core.claim.SessionClaim;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.BudgetCheck;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.prompt.RoundPrompts;
import dev.ralphdesk.goal.prompt.RuntimeSummary;
import dev.ralphdesk.goal.service.GoalRegistry;
import dev.ralphdesk.goal.service.GoalSettings;
import dev.ralphdesk.goal.service.GoalView;
import dev.ralphdesk.goal.service.SessionGoals;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Reserving and admitting goal rounds and the closing request. A reservation is queued on the
 * agent; right before its turn, on the session thread, {@link #admit} re-checks everything under
 * the goal lock — so an edit, pause, clear or human message that came in between wins, and a stale
 * reservation makes no model call.
 *
 * <p>One run of work per session at a time: the driver claims the session ({@code goal rounds}) when
 * it queues the first reservation and keeps the claim from round to round until its work is at rest
 * (nothing queued, running or closing). While another owner (a Ralph run) holds the session, no
 * round is reserved or admitted; the driver schedules again when that claim ends.
 */
final class Rounds {
    static final String QUEUE_FAILED = "queue-failed";
    /** The kind of the goal's notices. */
    static final String NOTICE_KIND = "goal";
    static final String CLAIM_WHAT = "goal rounds";
    private final GoalRegistry registry;
    private final SessionClaims claims;
    private final GoalSettings settings;
    private final Clock clock;
    private final Runtimes runtimes;
    private final SessionStore store;

    Rounds(GoalRegistry registry, SessionClaims claims, GoalSettings settings, Clock clock, Runtimes runtimes,
            SessionStore store) {
        this.registry = registry;
        this.claims = claims;
        this.settings = settings;
        this.clock = clock;
        this.runtimes = runtimes;
        this.store = store;
    }

    /** Queues a round reservation when the goal may run one and nothing else of the driver's is under way. */
    void schedule(AgentHandle agent) {
        SessionGoals goals = registry.goals(agent.sessionId());
        RoundRuntime rt = runtimes.of(agent.sessionId());
        GoalRef ref;
        synchronized (goals) {
            if (!eligible(agent, goals, rt)) {
                return;
            }
            ref = goals.goal().ref();
            Optional<RoundState> reserved = RoundMachine.reserve(rt.state, agent, ref);
            if (reserved.isEmpty() || !claimed(agent, rt)) {
                return;
            }
            rt.state = reserved.get();
        }
        agent.submitReserved(() -> admit(agent, goals, rt, ref))
                .whenComplete((turn, error) -> entryDone(agent, goals, rt, error));
    }

    /**
     * Active, armed for this live chat agent, runnable, valid, nothing human waiting, and no other
     * owner's work (a Ralph run) holding the session.
     */
    private boolean eligible(AgentHandle agent, SessionGoals goals, RoundRuntime rt) {
        GoalSnapshot goal = goals.goal();
        return goal != null && goal.phase() == GoalPhase.ACTIVE && goals.integrity() == null
                && agent.kind() == SessionKind.CHAT && goals.armed(agent) && registry.live(agent.sessionId()) == agent
                && (settings.autoRounds() || rt.runner != null) && !agent.hasPendingHumanInput()
                && claims.heldByOther(agent.sessionId(), SessionGoals.CLAIM_OWNER).isEmpty();
    }

    /** Holds the session's claim for goal rounds (taking it if needed); false when another claim won. */
    private boolean claimed(AgentHandle agent, RoundRuntime rt) {
        if (rt.claim == null) {
            rt.claim = claims.tryClaim(new SessionClaim(agent.sessionId(), SessionGoals.CLAIM_OWNER, CLAIM_WHAT))
                    .orElse(null);
        }
        return rt.claim != null;
    }

    private Optional<TurnInput> admit(AgentHandle agent, SessionGoals goals, RoundRuntime rt, GoalRef ref) {
        synchronized (goals) {
            GoalSnapshot goal = goals.goal();
            if (!eligible(agent, goals, rt) || !goal.ref().equals(ref)) {
                rt.state = RoundMachine.refuse(rt.state);
                return Optional.empty();
            }
            Optional<BlockReason> limit = BudgetCheck.exceeded(goal, goals.spend());
            if (limit.isPresent()) {
                rt.state = RoundMachine.refuse(rt.state);
                BlockReason reason = Closing.withEvidence(limit.get(), goals.lastEvidence());
                goals.block(ref, reason, clock.instant());
                notice(agent.sessionId(), blocked(reason));
                return Optional.empty();
            }
            InputOrigin.Goal origin = new InputOrigin.Goal(goal.id(), goal.revision(), goals.lastRoundNumber() + 1,
                    goal.maxGoalRounds());
            Optional<RoundState> running = RoundMachine.admit(rt.state, agent, ref, origin);
            if (running.isEmpty()) {
                return Optional.empty();
            }
            rt.state = running.get();
            int round = goals.admitRound();
            String refusal = rt.takeRefusal(goal.id());
            String text = goal.continuation() == ContinuationMode.COMPACT
                    ? RoundPrompts.compact(goal, round, RuntimeSummary.of(agent.history(), RoundPrompts.SUMMARY_CHARS),
                            refusal, goals.lastEvidence())
                    : RoundPrompts.round(goal, round, refusal, goals.lastEvidence());
            goals.markNoted();
            goals.publish(goals.view(agent));
            return Optional.of(new TurnInput(text, origin));
        }
    }

    /**
     * The driver's queue entry (a reservation or the closing request) is done: what the settlement
     * of its turn decided follows — the closing request, or the next round if the goal may run one.
     * {@code error}: the entry itself failed (not its turn), so the goal blocks with {@code queue-failed}.
     */
    private void entryDone(AgentHandle agent, SessionGoals goals, RoundRuntime rt, Throwable error) {
        RoundState next;
        synchronized (goals) {
            next = RoundMachine.entryDone(rt.state, agent);
            rt.state = next;
        }
        if (error != null) {
            queueFailed(agent, goals, error);
        }
        if (next instanceof RoundState.ClosingQueued) {
            close(agent, goals, rt);
        } else {
            schedule(agent);
        }
        settleRest(agent, goals, rt);
    }

    /** The reservation itself failed (not its turn): the goal blocks with {@code queue-failed}. */
    private void queueFailed(AgentHandle agent, SessionGoals goals, Throwable error) {
        Throwable cause = error instanceof CompletionException && error.getCause() != null
                ? error.getCause() : error;
        BlockReason reason = new BlockReason(QUEUE_FAILED, "the next goal round could not be queued: "
                + cause.getMessage());
        synchronized (goals) {
            GoalSnapshot goal = goals.goal();
            if (goal != null && goal.phase() == GoalPhase.ACTIVE && goals.integrity() == null) {
                goals.block(goal.ref(), reason, clock.instant());
            }
        }
        notice(agent.sessionId(), blocked(reason));
    }

    /** Queues the one closing request after an autonomous complete or blocked. */
    private void close(AgentHandle agent, SessionGoals goals, RoundRuntime rt) {
        agent.submitReserved(() -> {
            synchronized (goals) {
                GoalSnapshot goal = goals.goal();
                if (goal == null || goal.phase() == GoalPhase.ACTIVE || goal.phase() == GoalPhase.PAUSED
                        || agent.hasPendingHumanInput() || registry.live(agent.sessionId()) != agent) {
                    return Optional.empty();
                }
                Optional<RoundState> closing = RoundMachine.admitClosing(rt.state, agent,
                        goal.continuation() == ContinuationMode.COMPACT);
                if (closing.isEmpty()) {
                    return Optional.empty();
                }
                rt.state = closing.get();
                goals.markNoted();
                return Optional.of(new TurnInput(RoundPrompts.closing(goal), InputOrigin.system()));
            }
        }).whenComplete((turn, error) -> entryDone(agent, goals, rt, null));
    }

    /** Headless: runs rounds of this session until its goal stops. */
    CompletableFuture<GoalView> run(SessionId session) {
        AgentHandle agent = registry.open(session);
        SessionGoals goals = registry.goals(session);
        RoundRuntime rt = runtimes.of(session);
        CompletableFuture<GoalView> runner;
        synchronized (goals) {
            if (rt.runner == null) {
                rt.runner = new CompletableFuture<>();
            }
            runner = rt.runner;
            rt.state = RoundMachine.go(rt.state);
        }
        schedule(agent);
        settleRest(agent, goals, rt);
        return runner;
    }

    /**
     * Once nothing is queued, running, settling or closing any more: releases the session's claim
     * (under the goal lock, so a schedule racing with it either keeps it or takes a fresh one) and
     * completes the headless runner.
     */
    void settleRest(AgentHandle agent, SessionGoals goals, RoundRuntime rt) {
        CompletableFuture<GoalView> done;
        GoalView view;
        synchronized (goals) {
            if (!rt.atRest()) {
                return;
            }
            HeldClaim claim = rt.claim;
            rt.claim = null;
            if (claim != null) {
                claim.release();
            }
            if (rt.runner == null) {
                return;
            }
            done = rt.runner;
            rt.runner = null;
            view = goals.view(agent);
        }
        done.complete(view);
    }

    /** Records what the person is told about the goal (the transcript shows it, live and after a reopen). */
    void notice(SessionId session, NoticePosted notice) {
        store.append(session, notice);
    }

    /** {@code Goal blocked (round-limit): stopped after 20 rounds …}. */
    static NoticePosted blocked(BlockReason reason) {
        return Notices.of(NOTICE_KIND, "goal-blocked", reason.code(), reason.message());
    }
}
