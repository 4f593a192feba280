package dev.ralphdesk.goal.domain;

/**
 * Changes to a goal's definition; a {@code null} field stays as it is. An empty check command or
 * empty verifier instructions remove them. Editing never changes the phase or the activation.
 */
public record GoalEdit(String objective, Integer maxGoalRounds, String checkCommand, GoalBudgets budgets,
        ContinuationMode continuation, String verifierInstructions) {

    public static GoalEdit objective(String objective) {
        return new GoalEdit(objective, null, null, null, null, null);
    }

    public boolean isEmpty() {
        return objective == null && maxGoalRounds == null && checkCommand == null && budgets == null
                && continuation == null && verifierInstructions == null;
    }
}
