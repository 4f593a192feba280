package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.claim.HeldClaim;
import dev.ralphdesk.core.claim.SessionClaim;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
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

    /** Queues a round reservation when the goal may run one and none is pending. */
    void schedule(AgentHandle agent) {
        SessionGoals goals = registry.goals(agent.sessionId());
        RoundRuntime rt = runtimes.of(agent.sessionId());
        GoalRef ref;
        synchronized (goals) {
            if (rt.reservedFor == agent || !eligible(agent, goals, rt) || !claimed(agent, rt)) {
                return;
            }
            rt.reservedFor = agent;
            rt.inFlight++;
            ref = goals.goal().ref();
        }
        agent.submitReserved(() -> admit(agent, goals, rt, ref))
                .whenComplete((turn, error) -> reservationDone(agent, goals, rt, turn, error));
    }

    /**
     * Active, armed for this live chat agent, runnable, valid, nothing human waiting, last turn
     * normal, and no other owner's work (a Ralph run) holding the session.
     */
    boolean eligible(AgentHandle agent, SessionGoals goals, RoundRuntime rt) {
        GoalSnapshot goal = goals.goal();
        return goal != null && goal.phase() == GoalPhase.ACTIVE && goals.integrity() == null
                && agent.kind() == SessionKind.CHAT && goals.armed(agent) && registry.live(agent.sessionId()) == agent
                && (settings.autoRounds() || rt.runner != null) && !rt.afterAbnormalTurn
                && !agent.hasPendingHumanInput()
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
            if (rt.reservedFor == agent) {
                rt.reservedFor = null;
            }
            if (!eligible(agent, goals, rt) || !goals.goal().ref().equals(ref)) {
                return Optional.empty();
            }
            GoalSnapshot goal = goals.goal();
            Optional<BlockReason> limit = BudgetCheck.exceeded(goal, goals.spend());
            if (limit.isPresent()) {
                BlockReason reason = Closing.withEvidence(limit.get(), goals.lastEvidence());
                goals.block(ref, reason, clock.instant());
                notice(agent.sessionId(), blocked(reason));
                return Optional.empty();
            }
            int round = goals.admitRound();
            String refusal = rt.takeRefusal(goal.id());
            String text = goal.continuation() == ContinuationMode.COMPACT
                    ? RoundPrompts.compact(goal, round, RuntimeSummary.of(agent.history(), RoundPrompts.SUMMARY_CHARS),
                            refusal, goals.lastEvidence())
                    : RoundPrompts.round(goal, round, refusal, goals.lastEvidence());
            goals.markNoted();
            goals.publish(goals.view(agent));
            return Optional.of(new TurnInput(text, new InputOrigin.Goal(goal.id(), goal.revision(), round, goal.maxGoalRounds())));
        }
    }

    private void reservationDone(AgentHandle agent, SessionGoals goals, RoundRuntime rt, Optional<TurnResult> turn,
            Throwable error) {
        synchronized (goals) {
            rt.inFlight--;
        }
        if (error != null) {
            queueFailed(agent, goals, rt, error);
        } else if (turn.isEmpty()) {
            schedule(agent);
        }
        settleRest(agent, goals, rt);
    }

    /** The reservation itself failed (not its turn): the goal blocks with {@code queue-failed}. */
    private void queueFailed(AgentHandle agent, SessionGoals goals, RoundRuntime rt, Throwable error) {
        Throwable cause = error instanceof CompletionException && error.getCause() != null
                ? error.getCause() : error;
        String why = "the next goal round could not be queued: " + cause.getMessage();
        synchronized (goals) {
            rt.reservedFor = rt.reservedFor == agent ? null : rt.reservedFor;
            GoalSnapshot goal = goals.goal();
            if (goal != null && goal.phase() == GoalPhase.ACTIVE && goals.integrity() == null) {
                goals.block(goal.ref(), new BlockReason(QUEUE_FAILED, why), clock.instant());
            }
        }
        notice(agent.sessionId(), blocked(new BlockReason(QUEUE_FAILED, why)));
    }

    /** Queues the one closing request after an autonomous complete or blocked. */
    void close(AgentHandle agent, SessionGoals goals, RoundRuntime rt) {
        synchronized (goals) {
            rt.closingQueued = true;
        }
        agent.submitReserved(() -> {
            synchronized (goals) {
                GoalSnapshot goal = goals.goal();
                if (goal == null || goal.phase() == GoalPhase.ACTIVE || goal.phase() == GoalPhase.PAUSED
                        || agent.hasPendingHumanInput() || registry.live(agent.sessionId()) != agent) {
                    return Optional.empty();
                }
                rt.closingAdmitted = true;
                goals.markNoted();
                return Optional.of(new TurnInput(RoundPrompts.closing(goal), InputOrigin.system()));
            }
        }).whenComplete((turn, error) -> {
            synchronized (goals) {
                rt.closingQueued = false;
                rt.closingAdmitted = false;
            }
            settleRest(agent, goals, rt);
        });
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
            rt.afterAbnormalTurn = false;
        }
        schedule(agent);
        settleRest(agent, goals, rt);
        return runner;
    }

    /**
     * Once nothing is queued, running or closing any more: releases the session's claim (under the
     * goal lock, so a schedule racing with it either keeps it or takes a fresh one) and completes
     * the headless runner.
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
