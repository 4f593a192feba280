package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.session.event.TurnOutcome;

/** What the harness tells a round's child when it asks again: the re-ask and the retry note. */
final class RoundTexts {
    private RoundTexts() {
    }

    static String reask(String lastError) {
        return "Your round ended without a valid report: " + describe(lastError) + ". Call submit_report now "
                + "with a valid report (exactly the keys status, summary, evidence, nextSteps, blocker), then end "
                + "your turn. If you claim complete, run your verifier again first: completion is judged on the "
                + "evidence of this turn.";
    }

    static String retryNote(TurnOutcome outcome, int attempt) {
        return "The model call of this round failed with a transient error (" + outcome.label() + ": "
                + outcome.message() + "); this is retry " + attempt + ". Inspect the workspace to see what is done, "
                + "carry on, and end the round with submit_report.";
    }

    static String describe(String lastError) {
        return lastError == null ? "submit_report was not called" : lastError;
    }
}
