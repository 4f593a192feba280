package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.run.FailureCode;
import dev.ralphdesk.ralph.run.RoundFailure;
import dev.ralphdesk.ralph.run.VerifierResult;
import java.util.List;

/** How one round ended: a valid report (certified when complete) or a failure with its code; both with figures. */
sealed interface RoundOutcome permits RoundOutcome.Reported, RoundOutcome.Failed {

    Usage usage();

    /** The round's last verifier run, or null. */
    VerifierResult verifier();

    int turns();

    record Reported(RalphRoundReport report, List<String> certifiedBy, Usage usage, VerifierResult verifier,
            int turns) implements RoundOutcome {
        public Reported {
            certifiedBy = List.copyOf(certifiedBy);
        }
    }

    record Failed(FailureCode code, String message, Usage usage, VerifierResult verifier, int turns)
            implements RoundOutcome {

        /** The failure as the log stores it. */
        public RoundFailure failure() {
            return new RoundFailure(code, message);
        }
    }
}
