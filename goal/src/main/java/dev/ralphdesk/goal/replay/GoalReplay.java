package dev.ralphdesk.goal.replay;

import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalSpend;
import dev.ralphdesk.goal.domain.GoalUsage;
import java.util.Objects;

/**
 * The goal of a session as its log says: the current goal (null when there is none or it was
 * cleared), the goal rounds it started, how many of them ran in a row since the last human
 * message, the usage of its rounds and the last verifier evidence since it was created.
 * {@code lastRoundNumber} is the highest round number logged for the goal: new rounds are numbered
 * after it (a round whose message was never logged leaves a gap, so it can exceed {@code roundsStarted}).
 * {@code violation} names the first record that breaks the goal rules (the session is then
 * read-only); the rest of the state stops at the record before it.
 */
public record GoalReplay(GoalSnapshot goal, int roundsStarted, int consecutiveRounds, GoalUsage usage,
        VerifierEvidence lastEvidence, String violation, int lastRoundNumber) {
    public static final GoalReplay EMPTY = new GoalReplay(null, 0, 0, GoalUsage.ZERO, null, null);

    public GoalReplay {
        Objects.requireNonNull(usage, "usage");
    }

    /** A replay whose round numbers had no gaps: the last round number is the number of rounds started. */
    public GoalReplay(GoalSnapshot goal, int roundsStarted, int consecutiveRounds, GoalUsage usage,
            VerifierEvidence lastEvidence, String violation) {
        this(goal, roundsStarted, consecutiveRounds, usage, lastEvidence, violation, roundsStarted);
    }

    public boolean valid() {
        return violation == null;
    }

    public GoalSpend spend() {
        return new GoalSpend(roundsStarted, usage);
    }
}
