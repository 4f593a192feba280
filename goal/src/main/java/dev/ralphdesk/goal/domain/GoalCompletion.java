package dev.ralphdesk.goal.domain;

/**
 * What certified an accepted completion ({@code verifier passed, check passed}), the evidence it
 * rested on (may be empty when no verifier was required) and the goal round it happened in (0 for a
 * human turn).
 */
public record GoalCompletion(String certifiedBy, String evidence, int round) {
    public GoalCompletion {
        if (certifiedBy == null || certifiedBy.isBlank()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "a completion must say what certified it");
        }
        evidence = evidence == null ? "" : evidence;
        if (round < 0) {
            throw new IllegalArgumentException("round cannot be negative");
        }
    }
}
