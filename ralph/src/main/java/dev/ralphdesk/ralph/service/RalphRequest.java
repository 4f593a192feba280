package dev.ralphdesk.ralph.service;

import dev.ralphdesk.ralph.run.RunBudgets;

/**
 * What a person (or the model) asks for: the objective verbatim, an optional round cap (at most the
 * configured {@code maxRounds}), an optional check command the harness runs to confirm completion,
 * and optional budgets that replace the configured ones. Nulls take the configured defaults.
 */
public record RalphRequest(String objective, Integer maxRounds, String checkCommand, RunBudgets budgets) {

    public static RalphRequest of(String objective) {
        return new RalphRequest(objective, null, null, null);
    }

    public RalphRequest withMaxRounds(Integer rounds) {
        return new RalphRequest(objective, rounds, checkCommand, budgets);
    }

    public RalphRequest withCheck(String command) {
        return new RalphRequest(objective, maxRounds, command, budgets);
    }

    public RalphRequest withBudgets(RunBudgets replacement) {
        return new RalphRequest(objective, maxRounds, checkCommand, replacement);
    }
}
