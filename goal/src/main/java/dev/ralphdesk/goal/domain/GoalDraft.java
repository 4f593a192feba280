package dev.ralphdesk.goal.domain;

/**
 * What a new goal is made from. Everything but the objective is optional: the round cap defaults to
 * the configured default (256), budgets to none, the continuation mode to {@code keep-history}.
 */
public record GoalDraft(String objective, Integer maxGoalRounds, String checkCommand, GoalBudgets budgets,
        ContinuationMode continuation, String verifierInstructions) {

    public static GoalDraft of(String objective) {
        return new GoalDraft(objective, null, null, null, null, null);
    }

    public GoalDraft withMaxGoalRounds(Integer rounds) {
        return new GoalDraft(objective, rounds, checkCommand, budgets, continuation, verifierInstructions);
    }

    public GoalDraft withCheck(String command) {
        return new GoalDraft(objective, maxGoalRounds, command, budgets, continuation, verifierInstructions);
    }

    public GoalDraft withBudgets(GoalBudgets replacement) {
        return new GoalDraft(objective, maxGoalRounds, checkCommand, replacement, continuation, verifierInstructions);
    }

    public GoalDraft withContinuation(ContinuationMode mode) {
        return new GoalDraft(objective, maxGoalRounds, checkCommand, budgets, mode, verifierInstructions);
    }

    public GoalDraft withVerifierInstructions(String text) {
        return new GoalDraft(objective, maxGoalRounds, checkCommand, budgets, continuation, text);
    }
}
