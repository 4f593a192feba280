package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.Activation;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalUsage;
import java.util.Objects;
import java.util.Optional;

/**
 * What the goal panel, {@code /goal} and the CLI show for one session: the current goal (null when
 * there is none), rounds started, usage of its rounds, the activation, the last verifier evidence,
 * whether a goal round is running now, when the session's goal record is invalid the warning that
 * makes the session read-only, and — when an active, armed goal waits because other long-running
 * work holds the session (one run of work per session at a time) — what that work is
 * ({@code waitingFor}, e.g. {@code Ralph run 1b2c3d4e}); its rounds start when that work ends. Its
 * {@code equals} and {@code hashCode} are written out: a record's generated ones are linked at their first
 * call through {@code ObjectMethods}, method handles spun at run time that no class-data archive keeps, and
 * the window compares goal views while it starts.
 */
public record GoalView(SessionId session, GoalSnapshot goal, int roundsStarted, GoalUsage usage, Activation activation,
        VerifierEvidence lastEvidence, boolean roundRunning, String integrityWarning, String waitingFor) {
    public GoalView {
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(usage, "usage");
        Objects.requireNonNull(activation, "activation");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GoalView view && session.equals(view.session) && Objects.equals(goal, view.goal)
                && roundsStarted == view.roundsStarted && usage.equals(view.usage) && activation == view.activation
                && Objects.equals(lastEvidence, view.lastEvidence) && roundRunning == view.roundRunning
                && Objects.equals(integrityWarning, view.integrityWarning)
                && Objects.equals(waitingFor, view.waitingFor);
    }

    @Override
    public int hashCode() {
        return Objects.hash(session, goal, roundsStarted, usage, activation, lastEvidence, roundRunning,
                integrityWarning, waitingFor);
    }

    /** A view of a goal that waits for nothing. */
    public GoalView(SessionId session, GoalSnapshot goal, int roundsStarted, GoalUsage usage, Activation activation,
            VerifierEvidence lastEvidence, boolean roundRunning, String integrityWarning) {
        this(session, goal, roundsStarted, usage, activation, lastEvidence, roundRunning, integrityWarning, null);
    }

    /** An active, armed goal whose rounds wait until other work ({@link #waitingFor}) frees the session. */
    public boolean waiting() {
        return waitingFor != null;
    }

    public boolean hasGoal() {
        return goal != null;
    }

    /** The session's goal record is invalid: show the warning, offer no goal controls. */
    public boolean readOnly() {
        return integrityWarning != null;
    }

    public Optional<GoalRef> ref() {
        return goal == null ? Optional.empty() : Optional.of(goal.ref());
    }

    public boolean armed() {
        return activation == Activation.ARMED;
    }
}
