package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.run.RoundFailure;
import dev.ralphdesk.ralph.run.RunBudgets;
import dev.ralphdesk.ralph.run.VerifierResult;
import java.util.List;

/** How one round ended: a valid report (certified when complete) or a failure, with its figures. */
record RoundOutcome(RalphRoundReport report, RoundFailure failure, RunBudgets.Exhausted budget,
        List<String> certifiedBy, Usage usage, VerifierResult verifier, int turns) {
    static final String CANCELLED = "cancelled";
    static final String BUDGET = "budget";

    RoundOutcome {
        certifiedBy = List.copyOf(certifiedBy);
    }
}
