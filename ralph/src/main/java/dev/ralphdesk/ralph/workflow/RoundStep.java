package dev.ralphdesk.ralph.workflow;

/** What one step of a round decided: the round ended, or the same child gets another turn with this input. */
sealed interface RoundStep permits RoundStep.Ended, RoundStep.Again {

    record Ended(RoundOutcome outcome) implements RoundStep {
    }

    record Again(String input) implements RoundStep {
    }
}
