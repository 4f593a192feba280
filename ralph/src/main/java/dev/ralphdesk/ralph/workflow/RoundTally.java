package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.run.FailureCode;
import dev.ralphdesk.ralph.run.RunBudgets;
import dev.ralphdesk.ralph.run.VerifierResult;
import java.util.List;

/** One round's running figures and how many retries, re-asks and refusals it has used so far. */
final class RoundTally {
    private Usage usage = Usage.ZERO;
    private VerifierResult verifier;
    private int turns;
    int retries;
    int refusals;
    boolean reasked;

    void add(TurnResult result) {
        turns++;
        usage = usage.plus(result.usage());
        if (!result.evidence().isEmpty()) {
            verifier = VerifierResult.of(result.evidence().get(result.evidence().size() - 1));
        }
    }

    RoundOutcome reported(RalphRoundReport report, List<String> certifiedBy) {
        return new RoundOutcome.Reported(report, certifiedBy, usage, verifier, turns);
    }

    RoundOutcome failed(FailureCode code, String message) {
        return new RoundOutcome.Failed(code, message, usage, verifier, turns);
    }

    RoundOutcome overBudget(RunBudgets.Exhausted spent) {
        return failed(FailureCode.BUDGET, spent.reason());
    }
}
