package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.driver.RoundState.Closing;
import dev.ralphdesk.goal.driver.RoundState.ClosingQueued;
import dev.ralphdesk.goal.driver.RoundState.Fenced;
import dev.ralphdesk.goal.driver.RoundState.FollowUp;
import dev.ralphdesk.goal.driver.RoundState.Idle;
import dev.ralphdesk.goal.driver.RoundState.Reserved;
import dev.ralphdesk.goal.driver.RoundState.RoundStart;
import dev.ralphdesk.goal.driver.RoundState.Running;
import dev.ralphdesk.goal.driver.RoundState.Settled;
import dev.ralphdesk.goal.driver.RoundState.Settling;
import java.util.Optional;

/**
 * The transitions of {@link RoundState}: pure functions from a state and what happened to the next
 * state (empty where the step is refused). The driver's shell asks the outside world (the goal,
 * the agent, the claims) under the goal lock and passes the answers in.
 */
final class RoundMachine {
    static final Idle IDLE = new Idle(false);
    static final Idle HELD = new Idle(true);

    private RoundMachine() {
    }

    /** A round may be reserved only when nothing is queued, running or closing, and nothing holds rounds. */
    static Optional<RoundState> reserve(RoundState state, AgentHandle agent, GoalRef ref) {
        return state.equals(IDLE) ? Optional.of(new Reserved(agent, ref)) : Optional.empty();
    }

    /** The reservation of {@code agent} for {@code ref} is admitted as {@code round}; anything else is stale. */
    static Optional<RoundState> admit(RoundState state, AgentHandle agent, GoalRef ref, InputOrigin.Goal round) {
        return state instanceof Reserved r && r.agent() == agent && r.ref().equals(ref)
                ? Optional.of(new Running(agent, round, null, null, null, null)) : Optional.empty();
    }

    /** The admission found the reservation stale: the session is idle again (a hold set meanwhile stays). */
    static RoundState refuse(RoundState state) {
        return state instanceof Reserved ? IDLE : state;
    }

    /**
     * A turn started. A goal-origin turn runs as the admitted round only when it is that round and the
     * goal is still {@code current} (same revision, active, armed, valid); else it is fenced. The system
     * turn right after the closing request's admission is the closing turn.
     */
    static RoundState started(RoundState state, String turnId, InputOrigin origin, boolean current, RoundStart start,
            int historyIndex) {
        if (origin instanceof InputOrigin.Goal round) {
            if (current && state instanceof Running r && r.turnId() == null && r.round().equals(round)) {
                return new Running(r.agent(), round, turnId, start, null, null);
            }
            return new Fenced(turnId);
        }
        if (state instanceof Closing c && c.turnId() == null && !(origin instanceof InputOrigin.Human)) {
            return new Closing(c.compact(), turnId, historyIndex);
        }
        return state;
    }

    /** A token, cost or time budget ran out during the running round (recorded once). */
    static RoundState budgetStopped(RoundState state, String turnId, BlockReason reason) {
        return state instanceof Running r && r.runs(turnId) && r.budgetStop() == null
                ? new Running(r.agent(), r.round(), turnId, r.start(), reason, r.noProgress()) : state;
    }

    /** The repeated-call breaker tripped during the running round (recorded once). */
    static RoundState stalled(RoundState state, String turnId, String why) {
        return state instanceof Running r && r.runs(turnId) && r.noProgress() == null
                ? new Running(r.agent(), r.round(), turnId, r.start(), r.budgetStop(), why) : state;
    }

    /**
     * A turn ended ({@code normal}: outcome completed). The running round goes to settling (its
     * settlement decides what follows); a fenced or closing turn is settled, and the next round may be
     * reserved after it. A turn that is not the driver's only sets or lifts the hold: an abnormal one
     * also drops a reservation queued behind it.
     */
    static RoundState ended(RoundState state, String turnId, boolean normal) {
        if (state instanceof Running r && r.runs(turnId)) {
            return new Settling(r.round(), null, null);
        }
        if (owns(state, turnId)) {
            return new Settled(FollowUp.NEXT_ROUND);
        }
        if (state instanceof Idle || state instanceof Reserved && !normal) {
            return normal ? IDLE : HELD;
        }
        return state;
    }

    /** Whether {@code turnId} is the driver's own turn: the running round, a fenced turn, the closing turn. */
    static boolean owns(RoundState state, String turnId) {
        return state instanceof Running r && r.runs(turnId) || state instanceof Fenced f && f.turnId().equals(turnId)
                || state instanceof Closing c && c.runs(turnId);
    }

    /** The round claimed completion: the gate judges {@code claimed} before the round is decided again. */
    static RoundState judging(RoundState state, RoundDecision.Facts facts, GoalSnapshot claimed) {
        if (!(state instanceof Settling s)) {
            throw new IllegalStateException("judging a claim while " + state);
        }
        return new Settling(s.round(), facts, claimed);
    }

    /** The settlement of the round decided what follows once its queue entry is done. */
    static RoundState settled(RoundState state, FollowUp next) {
        if (!(state instanceof Settling)) {
            throw new IllegalStateException("settled while " + state);
        }
        return new Settled(next);
    }

    /**
     * The driver's queue entry is done (its turn settled, its admission refused, or it failed): a
     * settled turn's follow-up applies; anything still queued or running is over.
     */
    static RoundState entryDone(RoundState state, AgentHandle agent) {
        if (state instanceof Settled s) {
            switch (s.next()) {
                case CLOSING:
                    return new ClosingQueued(agent);
                case HOLD:
                    return HELD;
                default:
                    return IDLE;
            }
        }
        return state instanceof Idle ? state : IDLE;
    }

    /** The closing request is admitted now (a compact goal's carries only its own prompt); else it is stale. */
    static Optional<RoundState> admitClosing(RoundState state, AgentHandle agent, boolean compact) {
        return state instanceof ClosingQueued q && q.agent() == agent
                ? Optional.of(new Closing(compact, null, -1)) : Optional.empty();
    }

    /** The person's go (create, resume, extend, edit, headless rounds) lifts a hold. */
    static RoundState go(RoundState state) {
        if (state.equals(HELD)) {
            return IDLE;
        }
        return state.equals(new Settled(FollowUp.HOLD)) ? new Settled(FollowUp.NEXT_ROUND) : state;
    }

    /** Nothing queued, running, settling or closing. */
    static boolean atRest(RoundState state) {
        return state instanceof Idle;
    }
}
