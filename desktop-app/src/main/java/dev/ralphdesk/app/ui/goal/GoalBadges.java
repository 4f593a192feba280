package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.goal.service.GoalView;

/**
 * The words of the goal panel's phase badge: read-only, no goal, or the phase — Active, Paused,
 * Blocked, Complete. The rounds, the armed state and the block reason have lines of their own.
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
        switch (view.goal().phase()) {
            case ACTIVE:
                return Message.of("goal.badge.active");
            case PAUSED:
                return Message.of("goal.badge.paused");
            case BLOCKED:
                return Message.of("goal.badge.blocked");
            case COMPLETE:
                return Message.of("goal.badge.complete");
            default:
                throw new IllegalStateException("unexpected goal phase " + view.goal().phase());
        }
    }
}
