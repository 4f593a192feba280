package dev.ralphdesk.core.verify;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.workspace.CommandOutcome;
import dev.ralphdesk.core.workspace.CommandRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Accepts a completion claim only when (a) verification is not required, or the latest evidence
 * of the scope passed and nothing was written after it; and (b) the configured check command, if
 * any, run by the harness in the workspace, exits 0 within its timeout.
 */
public final class CompletionGate {
    private final CommandRunner runner;

    public CompletionGate(CommandRunner runner) {
        this.runner = runner;
    }

    public GateDecision judge(CompletionPolicy policy, EvidenceLedger ledger, Path workspace, CancellationToken cancel) {
        VerifierEvidence last = ledger.latest().orElse(null);
        List<CertifiedBy> by = new ArrayList<>();
        if (policy.requireVerifier()) {
            if (last == null) {
                return GateDecision.refuse("no verifier has run in this round", null);
            }
            if (!last.passed()) {
                return GateDecision.refuse("the latest verifier run failed", last);
            }
            if (last.writtenAfter()) {
                return GateDecision.refuse("the workspace was written after the latest passing verifier run", last);
            }
            by.add(CertifiedBy.VERIFIER_PASSED);
        } else {
            by.add(CertifiedBy.WORKER_REPORTED);
        }
        if (policy.checkCommand() != null) {
            CommandOutcome check = runner.run(workspace, policy.checkCommand(), policy.checkTimeout(), cancel);
            if (!check.passed()) {
                String why = check.timedOut() ? "timed out after " + policy.checkTimeout().toSeconds() + " s"
                        : check.cancelled() ? "was cancelled" : "exited " + check.exitCode();
                return GateDecision.refuse("the check `" + policy.checkCommand() + "` " + why + ": "
                        + lastLines(check.output()), last);
            }
            by.add(CertifiedBy.CHECK_PASSED);
        }
        return GateDecision.accept(by, last);
    }

    private static String lastLines(String output) {
        String trimmed = output.strip();
        return trimmed.length() <= 400 ? trimmed : "…" + trimmed.substring(trimmed.length() - 400);
    }
}
