package dev.ralphdesk.goal.event;

import dev.ralphdesk.core.session.EventType;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalTombstone;
import java.util.Collections;
import java.util.Map;

/**
 * {@code goal/change}: the full snapshot after a durable goal mutation, or the tombstone of a
 * clear — exactly one of the two. Not model-visible. Keeps the session list's {@code goalPhase}
 * column current (cleared by a tombstone).
 */
public record GoalChange(GoalSnapshot goal, GoalTombstone cleared) implements SessionEvent {
    public static final String TYPE = "goal/change";
    public static final EventType<GoalChange> EVENT_TYPE = new EventType<>(TYPE, 1, GoalChange.class);
    public static final String PHASE_COLUMN = "goalPhase";

    public GoalChange {
        if ((goal == null) == (cleared == null)) {
            throw new IllegalArgumentException("a goal change carries either a snapshot or a tombstone");
        }
    }

    public static GoalChange of(GoalSnapshot goal) {
        return new GoalChange(goal, null);
    }

    public static GoalChange clear(GoalTombstone tombstone) {
        return new GoalChange(null, tombstone);
    }

    public String goalId() {
        return goal != null ? goal.id() : cleared.goalId();
    }

    public long revision() {
        return goal != null ? goal.revision() : cleared.revision();
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> indexColumns() {
        return Collections.singletonMap(PHASE_COLUMN, goal == null ? null : goal.phase().wire());
    }
}
