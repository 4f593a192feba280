package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.claim.SessionClaim;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.Activation;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalErrorCode;
import dev.ralphdesk.goal.domain.GoalException;
import dev.ralphdesk.goal.domain.GoalLifecycle;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalSpend;
import dev.ralphdesk.goal.domain.GoalTombstone;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.event.GoalChange;
import dev.ralphdesk.goal.replay.GoalReplay;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * The goal state of one session: what its log says (kept current by every mutation and round)
 * plus the process-local activation. Its monitor is the session's goal lock: every read-modify-
 * write of the goal, the driver's fences and admissions hold it. Listeners are told under it.
 */
public final class SessionGoals {
    /** The owner of the goal's claims on sessions (see {@link SessionClaims}). */
    public static final String CLAIM_OWNER = "goal";
    private final SessionId session;
    private final SessionStore store;
    private final SessionClaims claims;
    private final List<GoalListener> listeners = new CopyOnWriteArrayList<>();
    private GoalSnapshot goal;
    private int roundsStarted;
    /** The number of the last round admitted (or logged): new rounds are numbered after it. */
    private int lastRoundNumber;
    private int consecutiveRounds;
    private GoalUsage usage;
    private VerifierEvidence lastEvidence;
    private String integrity;
    private AgentHandle armedFor;
    private String runningRoundTurn;
    private String notedKey;
    private String claimTurn;
    private String lastClearedKey;
    private static final System.Logger LOG = JulLogger.of(SessionGoals.class);

    SessionGoals(SessionId session, SessionStore store, SessionClaims claims, GoalReplay replay) {
        this.session = session;
        this.store = store;
        this.claims = claims;
        this.goal = replay.goal();
        this.roundsStarted = replay.roundsStarted();
        this.lastRoundNumber = replay.lastRoundNumber();
        this.consecutiveRounds = replay.consecutiveRounds();
        this.usage = replay.usage();
        this.lastEvidence = replay.lastEvidence();
        this.integrity = replay.violation();
        this.notedKey = stateKey();
    }

    public SessionId session() {
        return session;
    }

    public synchronized GoalSnapshot goal() {
        return goal;
    }

    public synchronized GoalSpend spend() {
        return new GoalSpend(roundsStarted, usage);
    }

    public synchronized int consecutiveRounds() {
        return consecutiveRounds;
    }

    public synchronized VerifierEvidence lastEvidence() {
        return lastEvidence;
    }

    public synchronized String integrity() {
        return integrity;
    }

    /** Armed for exactly this live agent: a reopened session has a new agent and is disarmed. */
    public synchronized boolean armed(AgentHandle live) {
        return live != null && armedFor == live;
    }

    public synchronized GoalView view(AgentHandle live) {
        return new GoalView(session, goal, roundsStarted, usage, armed(live) ? Activation.ARMED : Activation.DISARMED,
                lastEvidence, runningRoundTurn != null, integrity, waitingFor(live));
    }

    /** What other work holds the session while this goal is active and armed, or null. */
    private String waitingFor(AgentHandle live) {
        if (goal == null || goal.phase() != GoalPhase.ACTIVE || !armed(live) || integrity != null) {
            return null;
        }
        return claims.heldByOther(session, CLAIM_OWNER).map(SessionClaim::what).orElse(null);
    }

    /** Appends {@code goal/change} with the snapshot (committed before it becomes current). */
    synchronized void commit(GoalSnapshot next) {
        store.append(session, GoalChange.of(next));
        if (goal == null || !goal.id().equals(next.id())) {
            roundsStarted = 0;
            lastRoundNumber = 0;
            consecutiveRounds = 0;
            usage = GoalUsage.ZERO;
            lastEvidence = null;
        }
        goal = next;
    }

    synchronized void commitClear(GoalTombstone tombstone) {
        store.append(session, GoalChange.clear(tombstone));
        goal = null;
        lastClearedKey = tombstone.goalId() + "@" + tombstone.revision();
        roundsStarted = 0;
        lastRoundNumber = 0;
        consecutiveRounds = 0;
        usage = GoalUsage.ZERO;
        lastEvidence = null;
        armedFor = null;
    }

    /** Refuses goal work on a session whose goal record is invalid (it is read-only). */
    synchronized void usable() {
        if (integrity != null) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "this session is read-only: " + integrity);
        }
    }

    /** Records an accepted completion (the gate already judged it): disarms and tells the listeners. */
    public synchronized GoalView complete(GoalRef expected, GoalCompletion completion, Instant now) {
        return settle(() -> GoalLifecycle.complete(goal, expected, completion, now));
    }

    /** Blocks the goal for {@code reason}: disarms and tells the listeners. */
    public synchronized GoalView block(GoalRef expected, BlockReason reason, Instant now) {
        return settle(() -> GoalLifecycle.block(goal, expected, reason, now));
    }

    /** Pauses the goal: disarms and tells the listeners (stopping its work is the caller's part). */
    public synchronized GoalView pause(GoalRef expected, Instant now) {
        return settle(() -> GoalLifecycle.pause(goal, expected, now));
    }

    /** Commits a change that leaves the goal disarmed, and publishes the view after it. */
    private GoalView settle(Supplier<GoalSnapshot> change) {
        usable();
        commit(change.get());
        disarm();
        GoalView view = view(null); // disarmed: the same view for every agent
        publish(view);
        return view;
    }

    synchronized void arm(AgentHandle live) {
        armedFor = Objects.requireNonNull(live, "live");
    }

    synchronized void disarm() {
        armedFor = null;
    }

    /**
     * The driver admitted a goal round: it counts from now on (before its message is logged). Caps
     * count rounds started; the number follows the last one used, which the log may show beyond
     * the count when a round's message could not be logged.
     */
    public synchronized int admitRound() {
        roundsStarted++;
        consecutiveRounds++;
        return ++lastRoundNumber;
    }

    /** The number of the latest goal round admitted or logged (0 before the first). */
    public synchronized int lastRoundNumber() {
        return lastRoundNumber;
    }

    /** A turn started by the person: goal rounds no longer run "in a row". */
    public synchronized void humanTurn() {
        consecutiveRounds = 0;
    }

    public synchronized void roundStarted(String turnId) {
        runningRoundTurn = turnId;
    }

    /**
     * A goal round's {@code update_goal(complete)} passed the gate mid-turn: it is only a claim,
     * settled (judged again with everything the round did) after the turn ends.
     */
    public synchronized void claimPending(String turnId) {
        claimTurn = turnId;
    }

    /** Whether this turn left a pending completion claim; clears it. */
    public synchronized boolean takeClaim(String turnId) {
        boolean claimed = turnId.equals(claimTurn);
        claimTurn = claimed ? null : claimTurn;
        return claimed;
    }

    public synchronized String runningRound() {
        return runningRoundTurn;
    }

    /** A goal round ended: adds its wall time; the tokens came in step by step through {@link #addTokens}. */
    public synchronized void roundEnded(Duration elapsed) {
        runningRoundTurn = null;
        usage = usage.plusElapsed(elapsed);
    }

    public synchronized void addTokens(long tokens, Double costUsd) {
        usage = usage.plusTokens(tokens, costUsd);
    }

    public synchronized void evidence(List<VerifierEvidence> evidence) {
        if (goal != null && !evidence.isEmpty()) {
            lastEvidence = evidence.get(evidence.size() - 1);
        }
    }

    synchronized void invalid(String warning) {
        integrity = warning;
    }

    Subscription listen(GoalListener listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    /** Tells the listeners; call while holding this monitor so views arrive in order. */
    public void publish(GoalView view) {
        for (GoalListener listener : listeners) {
            try {
                listener.goalChanged(view);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a goal listener failed", e);
            }
        }
    }

    public void publishRound(RoundReport report) {
        for (GoalListener listener : listeners) {
            try {
                listener.roundFinished(report);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a goal listener failed", e);
            }
        }
    }

    /** Whether the model has not yet been told about the current goal state (a note is due). */
    public synchronized boolean noteDue() {
        return !Objects.equals(notedKey, stateKey());
    }

    /** The model has seen the current goal state (a note, a round prompt or a tool result). */
    public synchronized void markNoted() {
        notedKey = stateKey();
    }

    private String stateKey() {
        return goal == null ? lastClearedKey : goal.id() + "@" + goal.revision();
    }
}
