package dev.ralphdesk.app.ui.notify;

import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.ralph.run.RalphResult;
import java.util.Objects;
import java.util.Optional;

/**
 * A notification that a goal or a Ralph run ended: complete, blocked, budget-limited or failed.
 * Pure functions decide whether a change deserves one and what it says.
 */
public record EndNotice(String title, String text, Kind kind) {
    public enum Kind {
        COMPLETE,
        BLOCKED,
        BUDGET_LIMITED,
        FAILED
    }

    public EndNotice {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
    }

    /** A goal that was unfinished and now is complete or blocked; empty for any other change. */
    public static Optional<EndNotice> goal(GoalSnapshot before, GoalSnapshot after) {
        if (after == null || before == null || !before.id().equals(after.id()) || before.phase() == after.phase()) {
            return Optional.empty();
        }
        String objective = shorten(after.objective());
        if (after.phase() == GoalPhase.COMPLETE) {
            return Optional.of(new EndNotice("Goal complete", objective + "\nCertified by "
                    + after.completion().certifiedBy(), Kind.COMPLETE));
        }
        if (after.phase() == GoalPhase.BLOCKED) {
            var reason = after.blockedReason();
            Kind kind = reason.budgetLimited() ? Kind.BUDGET_LIMITED
                    : reason.code().equals("turn-error") ? Kind.FAILED : Kind.BLOCKED;
            String title = kind == Kind.BUDGET_LIMITED ? "Goal stopped at its budget"
                    : kind == Kind.FAILED ? "Goal round failed" : "Goal blocked";
            return Optional.of(new EndNotice(title, objective + "\n" + reason.message(), kind));
        }
        return Optional.empty();
    }

    /** A run's terminal value; empty for a cancelled run (the person asked for that). */
    public static Optional<EndNotice> run(String objective, RalphResult result) {
        String head = shorten(objective) + "\n" + result.roundsStarted() + " round"
                + (result.roundsStarted() == 1 ? "" : "s");
        String reason = result.reason() == null ? "" : " · " + result.reason();
        switch (result.outcome()) {
            case COMPLETE:
                return Optional.of(new EndNotice("Ralph run complete", head + " · certified by "
                        + String.join(", ", result.certifiedBy()), Kind.COMPLETE));
            case BLOCKED:
                String blocker = result.report() == null || result.report().blocker() == null ? reason
                        : " · " + result.report().blocker();
                return Optional.of(new EndNotice("Ralph run blocked", head + blocker, Kind.BLOCKED));
            case BUDGET_LIMITED:
                return Optional.of(new EndNotice("Ralph run stopped at its budget", head + reason,
                        Kind.BUDGET_LIMITED));
            case FAILED:
                return Optional.of(new EndNotice("Ralph run failed", head + reason, Kind.FAILED));
            case CANCELLED:
                return Optional.empty();
            default:
                throw new IllegalStateException("unexpected outcome " + result.outcome());
        }
    }

    private static String shorten(String text) {
        String flat = text.replaceAll("\\s+", " ").strip();
        return flat.length() <= 80 ? flat : flat.substring(0, 79) + "…";
    }
}
