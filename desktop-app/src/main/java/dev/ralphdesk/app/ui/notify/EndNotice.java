package dev.ralphdesk.app.ui.notify;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Phrases;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.ralph.run.RalphResult;
import java.util.Objects;
import java.util.Optional;

/**
 * A notification that a goal or a Ralph run ended: complete, blocked, budget-limited or failed.
 * Pure functions decide whether a change deserves one and what it says.
 */
public record EndNotice(Message title, Message text, Kind kind) {
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
            return Optional.of(new EndNotice(Message.of("notice.goal.complete"), Message.of("notice.goal.certified",
                    objective, Phrases.certifiedBy(after.completion().certifiedBy())), Kind.COMPLETE));
        }
        if (after.phase() == GoalPhase.BLOCKED) {
            var reason = after.blockedReason();
            Kind kind = reason.budgetLimited() ? Kind.BUDGET_LIMITED
                    : reason.code().equals("turn-error") ? Kind.FAILED : Kind.BLOCKED;
            String title = kind == Kind.BUDGET_LIMITED ? "notice.goal.budget"
                    : kind == Kind.FAILED ? "notice.goal.failed" : "notice.goal.blocked";
            return Optional.of(new EndNotice(Message.of(title), Message.of("notice.lines", objective,
                    reason.message()), kind));
        }
        return Optional.empty();
    }

    /** A run's terminal value; empty for a cancelled run (the person asked for that). */
    public static Optional<EndNotice> run(String objective, RalphResult result) {
        Message rounds = Message.of("notice.run.rounds", result.roundsStarted());
        Message reason = result.reason() == null ? Message.NONE : Message.verbatim(result.reason());
        switch (result.outcome()) {
            case COMPLETE:
                return Optional.of(notice("notice.run.complete", objective, Phrases.joined(rounds,
                        Message.of("notice.run.certified", Phrases.certifiedBy(result.certifiedBy()))),
                        Kind.COMPLETE));
            case BLOCKED:
                Message blocker = result.report() == null || result.report().blocker() == null ? reason
                        : Message.verbatim(result.report().blocker());
                return Optional.of(notice("notice.run.blocked", objective, Phrases.joined(rounds, blocker),
                        Kind.BLOCKED));
            case BUDGET_LIMITED:
                return Optional.of(notice("notice.run.budget", objective, Phrases.joined(rounds, reason),
                        Kind.BUDGET_LIMITED));
            case FAILED:
                return Optional.of(notice("notice.run.failed", objective, Phrases.joined(rounds, reason),
                        Kind.FAILED));
            case CANCELLED:
                return Optional.empty();
            default:
                throw new IllegalStateException("unexpected outcome " + result.outcome());
        }
    }

    private static EndNotice notice(String title, String objective, Message detail, Kind kind) {
        return new EndNotice(Message.of(title), Message.of("notice.lines", shorten(objective), detail), kind);
    }

    private static String shorten(String text) {
        String flat = text.replaceAll("\\s+", " ").strip();
        return flat.length() <= 80 ? flat : flat.substring(0, 79) + "…";
    }
}
