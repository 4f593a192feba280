package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.goal.service.GoalView;

/**
 * The words of the goal panel's phase badge, chosen as {@link dev.ralphdesk.goal.service.GoalBadge}
 * chooses its English text and tone: read-only, no goal, the running round, waiting for other work,
 * active (armed or not), paused, blocked with its reason, complete.
 */
final class GoalBadges {
    private GoalBadges() {
    }

    static Message text(GoalView view) {
        if (view.readOnly()) {
            return Message.of("goal.badge.readOnly");
        }
        if (!view.hasGoal()) {
            return Message.of("goal.badge.none");
        }
        int cap = view.goal().maxGoalRounds();
        switch (view.goal().phase()) {
            case ACTIVE:
                if (view.roundRunning()) {
                    return Message.of("goal.badge.round", view.roundsStarted(), cap);
                }
                if (view.waiting()) {
                    return Message.of("goal.badge.waiting", view.waitingFor());
                }
                return view.armed() ? Message.of("goal.badge.active", view.roundsStarted(), cap)
                        : Message.of("goal.badge.disarmed");
            case PAUSED:
                return Message.of("goal.badge.paused");
            case BLOCKED:
                return Message.of("goal.badge.blocked", BlockReasons.label(view.goal().blockedReason().code()));
            case COMPLETE:
                return Message.of("goal.badge.complete");
            default:
                throw new IllegalStateException("unexpected goal phase " + view.goal().phase());
        }
    }
}
