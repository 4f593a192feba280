package dev.ralphdesk.goal.domain;

/** What a compare-and-set mutation expects the current goal to be. */
public record GoalRef(String goalId, long revision) {
    public GoalRef {
        if (goalId == null || goalId.isBlank()) {
            throw new IllegalArgumentException("a goal ref needs an id");
        }
    }
}
