package dev.ralphdesk.goal.replay;

import dev.ralphdesk.core.checkpoint.SavedJson;
import dev.ralphdesk.core.checkpoint.SavedJsonWriter;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalTombstone;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.event.GoalChange;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The strict goal fold: a pure function from a session's events to its {@link GoalReplay}.
 * Revisions of a goal must go 1, 2, 3… with no gap and nothing stale; a new goal may only follow a
 * complete or cleared one; a cleared goal never comes back; a goal round may not exceed the cap
 * that held when it was admitted. Only {@code user/message} events with goal origin for the
 * current goal count as rounds.
 */
public final class GoalFold {
    private GoalSnapshot goal;
    private int rounds;
    private int consecutive;
    private int lastRoundNumber;
    private GoalUsage usage = GoalUsage.ZERO;
    private VerifierEvidence lastEvidence;
    private final Map<String, Instant> goalTurns = new HashMap<>();
    private final Set<String> clearedIds = new HashSet<>();

    private long lastSeq;
    private String violation;

    private GoalFold() {
    }

    public static GoalReplay fold(List<LoggedEvent> events) {
        return start().add(events);
    }

    /**
     * An empty fold to feed in parts with {@link #add}: a session whose log grew since it was
     * folded (the turn that follows a reopen appends its first records) is caught up by reading
     * only the records after {@link #lastSeq}. The parts together give what one {@link #fold} of
     * the whole log gives.
     */
    public static GoalFold start() {
        return new GoalFold();
    }

    /** Applies the next records in seq order and returns the state so far; a violation stays. */
    public synchronized GoalReplay add(List<LoggedEvent> events) {
        for (LoggedEvent logged : events) {
            if (violation != null) {
                break;
            }
            if (logged.seq() <= lastSeq) {
                throw new IllegalArgumentException("record " + logged.seq() + " was folded already (through "
                        + lastSeq + ")");
            }
            lastSeq = logged.seq();
            String problem = apply(logged);
            if (problem != null) {
                violation = "goal record invalid at record " + logged.seq() + " (" + logged.event().type() + "): "
                        + problem;
            }
        }
        return state(violation);
    }

    /** The state so far as text {@link #restore} reads back (for a checkpoint). */
    public synchronized String save() {
        return write(new Saved(goal, rounds, consecutive, lastRoundNumber, usage.tokens(), usage.costUsd(),
                usage.priced(), usage.elapsed().toNanos(), lastEvidence, new TreeMap<>(goalTurns),
                new TreeSet<>(clearedIds), lastSeq, violation));
    }

    /**
     * A fold in the state {@link #save} saved, to be fed the records after it.
     *
     * @throws IllegalArgumentException when {@code saved} cannot be read
     */
    public static GoalFold restore(String saved) {
        SavedJson read = SavedJson.read(saved, "goal fold");
        GoalFold fold = new GoalFold();
        fold.goal = read.value("goal", GoalSnapshot.class);
        fold.rounds = read.intValue("rounds");
        fold.consecutive = read.intValue("consecutive");
        fold.lastRoundNumber = read.intValue("lastRoundNumber");
        fold.usage = new GoalUsage(read.longValue("tokens"), read.doubleValue("costUsd"), read.booleanValue("priced"),
                Duration.ofNanos(read.longValue("elapsedNanos")));
        fold.lastEvidence = read.value("lastEvidence", VerifierEvidence.class);
        fold.goalTurns.putAll(read.instants("goalTurns"));
        fold.clearedIds.addAll(read.texts("clearedIds"));
        fold.lastSeq = read.longValue("lastSeq");
        fold.violation = read.text("violation");
        return fold;
    }

    /**
     * A fold of its own in this one's state, to be fed further records independently: what {@link #restore}
     * of {@link #save} gives, without the round trip through JSON (the goal registry's copy of a session
     * opened for work).
     */
    public synchronized GoalFold copy() {
        GoalFold copy = new GoalFold();
        copy.goal = goal;
        copy.rounds = rounds;
        copy.consecutive = consecutive;
        copy.lastRoundNumber = lastRoundNumber;
        copy.usage = usage;
        copy.lastEvidence = lastEvidence;
        copy.goalTurns.putAll(goalTurns);
        copy.clearedIds.addAll(clearedIds);
        copy.lastSeq = lastSeq;
        copy.violation = violation;
        return copy;
    }

    /** The state so far, without adding a record. */
    public GoalReplay replay() {
        return add(List.of());
    }

    /** What {@link #save} writes, and {@link #restore} reads field by field: every field of the fold. */
    record Saved(GoalSnapshot goal, int rounds, int consecutive, int lastRoundNumber, long tokens,
            double costUsd, boolean priced, long elapsedNanos, VerifierEvidence lastEvidence,
            Map<String, Instant> goalTurns, Set<String> clearedIds, long lastSeq, String violation) {
    }

    /** {@code saved} as the mapper writes it, field by field ({@link SavedJsonWriter}). */
    static String write(Saved saved) {
        return SavedJsonWriter.start().value("goal", saved.goal()).number("rounds", saved.rounds())
                .number("consecutive", saved.consecutive()).number("lastRoundNumber", saved.lastRoundNumber())
                .number("tokens", saved.tokens()).number("costUsd", saved.costUsd()).flag("priced", saved.priced())
                .number("elapsedNanos", saved.elapsedNanos()).value("lastEvidence", saved.lastEvidence())
                .instants("goalTurns", saved.goalTurns()).texts("clearedIds", saved.clearedIds())
                .number("lastSeq", saved.lastSeq()).text("violation", saved.violation()).end();
    }

    /** The seq of the last record folded (0 before any). */
    public synchronized long lastSeq() {
        return lastSeq;
    }

    private GoalReplay state(String violation) {
        return new GoalReplay(goal, rounds, consecutive, usage, lastEvidence, violation, lastRoundNumber);
    }

    /** Applies one event; returns a description of the violation, or null. */
    private String apply(LoggedEvent logged) {
        SessionEvent event = logged.event();
        if (event instanceof GoalChange change) {
            return change.goal() != null ? snapshot(change.goal()) : tombstone(change.cleared());
        }
        if (event instanceof UserMessage message) {
            return message(message.origin());
        }
        if (event instanceof TurnStarted started && isCurrentRound(started.origin())) {
            goalTurns.put(started.turnId(), logged.time());
        } else if (event instanceof ModelUsage step && goalTurns.containsKey(step.turnId())) {
            usage = usage.plusTokens(step.usage().total(), step.costUsd());
        } else if (event instanceof TurnFinished finished && goalTurns.containsKey(finished.turnId())) {
            usage = usage.plusElapsed(Duration.between(goalTurns.get(finished.turnId()), logged.time()));
        } else if (event instanceof EvidenceRecorded evidence && goal != null) {
            lastEvidence = evidence.evidence();
        }
        return null;
    }

    private String snapshot(GoalSnapshot next) {
        if (clearedIds.contains(next.id())) {
            return "goal " + next.id() + " was cleared and cannot change again";
        }
        if (goal == null || !goal.id().equals(next.id())) {
            if (goal != null && !goal.phase().finished()) {
                return "a new goal " + next.id() + " while goal " + goal.id() + " is still " + goal.phase().wire();
            }
            if (next.revision() != 1) {
                return "goal " + next.id() + " starts at revision " + next.revision() + " (gap: expected 1)";
            }
            goal = next;
            rounds = 0;
            lastRoundNumber = 0;
            consecutive = 0;
            usage = GoalUsage.ZERO;
            lastEvidence = null;
            goalTurns.clear();
            return null;
        }
        String order = order(next.revision());
        if (order != null) {
            return order;
        }
        goal = next;
        return null;
    }

    private String tombstone(GoalTombstone cleared) {
        if (goal == null || !goal.id().equals(cleared.goalId())) {
            return "clears goal " + cleared.goalId() + ", which is not the current goal";
        }
        String order = order(cleared.revision());
        if (order != null) {
            return order;
        }
        clearedIds.add(goal.id());
        goal = null;
        rounds = 0;
        lastRoundNumber = 0;
        consecutive = 0;
        usage = GoalUsage.ZERO;
        lastEvidence = null;
        goalTurns.clear();
        return null;
    }

    private String order(long revision) {
        long expected = goal.revision() + 1;
        if (revision <= goal.revision()) {
            return "stale revision " + revision + " of goal " + goal.id() + " after revision " + goal.revision();
        }
        if (revision != expected) {
            return "gap: revision " + revision + " of goal " + goal.id() + " follows revision " + goal.revision();
        }
        return null;
    }

    private String message(InputOrigin origin) {
        if (origin instanceof InputOrigin.Human) {
            consecutive = 0;
            return null;
        }
        if (!isCurrentRound(origin)) {
            return null;
        }
        InputOrigin.Goal round = (InputOrigin.Goal) origin;
        if (round.revision() > goal.revision()) {
            return "round " + round.round() + " claims revision " + round.revision() + " of goal " + goal.id()
                    + ", which was never recorded";
        }
        if (round.round() <= lastRoundNumber) {
            return "round " + round.round() + " of goal " + goal.id() + " repeats or goes back (after round "
                    + lastRoundNumber + ")";
        }
        lastRoundNumber = round.round();
        rounds++;
        consecutive++;
        if (rounds > goal.maxGoalRounds()) {
            return "round " + rounds + " of goal " + goal.id() + " is over its cap of " + goal.maxGoalRounds();
        }
        return null;
    }

    private boolean isCurrentRound(InputOrigin origin) {
        return origin instanceof InputOrigin.Goal round && goal != null && goal.id().equals(round.goalId());
    }
}
