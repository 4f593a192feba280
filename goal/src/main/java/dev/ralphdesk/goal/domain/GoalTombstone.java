package dev.ralphdesk.goal.domain;

/** The record of a cleared goal: its id and the revision the clear took (one past the last snapshot). */
public record GoalTombstone(String goalId, long revision) {
    public GoalTombstone {
        if (goalId == null || goalId.isBlank()) {
            throw new IllegalArgumentException("a tombstone needs the goal id");
        }
        if (revision < 2) {
            throw new IllegalArgumentException("a tombstone follows at least one snapshot, got revision " + revision);
        }
    }
}
