package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.verify.VerifierEvidence;
import dev.ralphdesk.goal.domain.Activation;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalUsage;
import java.util.Objects;
import java.util.Optional;

/**
 * What the goal panel, {@code /goal} and the CLI show for one session: the current goal (null when
 * there is none), rounds started, usage of its rounds, the activation, the last verifier evidence,
 * whether a goal round is running now, and — when the session's goal record is invalid — the
 * warning that makes the session read-only.
 */
public record GoalView(SessionId session, GoalSnapshot goal, int roundsStarted, GoalUsage usage, Activation activation,
        VerifierEvidence lastEvidence, boolean roundRunning, String integrityWarning) {
    public GoalView {
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(usage, "usage");
        Objects.requireNonNull(activation, "activation");
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
