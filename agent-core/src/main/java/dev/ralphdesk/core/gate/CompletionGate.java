package dev.ralphdesk.core.gate;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.core.verify.EvidenceLedger;
import dev.ralphdesk.core.workspace.CommandOutcome;
import dev.ralphdesk.core.workspace.CommandRunner;
import java.nio.file.Path;

/**
 * Accepts a completion claim. With a check command, the harness runs it itself in the workspace
 * and it certifies: it must exit 0 within its timeout. Without one, unless verification is off,
 * the latest verifier run of the scope (a command that looks like a test runner, build, linter or
 * check script) must have passed with the workspace unchanged since it started — no write by any
 * tool or command during or after it.
 */
public final class CompletionGate {
    static final String NO_VERIFIER = "no verifier has run in this round: run the tests, the build, a linter or a "
            + "check script (e.g. `mvn test`, `pytest`, `npm test`, `sh check.sh`) as a command of its own, not "
            + "piped into another or followed by `|| true`; `ls`, `cat` or `echo` do not count";
    private final CommandRunner runner;

    public CompletionGate(CommandRunner runner) {
        this.runner = runner;
    }

    public GateDecision judge(CompletionPolicy policy, EvidenceLedger ledger, Path workspace, CancellationToken cancel) {
        VerifierEvidence last = ledger.latest().orElse(null);
        if (policy.checkCommand() != null) {
            CommandOutcome check = runner.run(workspace, policy.checkCommand(), policy.checkTimeout(), cancel);
            if (!check.passed()) {
                String why = check.timedOut() ? "timed out after " + policy.checkTimeout().toSeconds() + " s"
                        : check.cancelled() ? "was cancelled" : "exited " + check.exitCode();
                return GateDecision.refuse("the check `" + policy.checkCommand() + "` " + why + ": "
                        + lastLines(check.output()), last);
            }
            return GateDecision.accept(CertifiedBy.CHECK_PASSED, "check `" + policy.checkCommand() + "` passed", last);
        }
        if (!policy.requireVerifier()) {
            return GateDecision.accept(CertifiedBy.WORKER_REPORTED, "worker reported (no verifier required)", last);
        }
        if (last == null) {
            return GateDecision.refuse(NO_VERIFIER, null);
        }
        if (!last.passed()) {
            return GateDecision.refuse("the latest verifier run failed", last);
        }
        if (last.writtenAfter()) {
            return GateDecision.refuse("the workspace changed during or after the latest passing verifier run; run "
                    + "it again, on its own, once the work is done", last);
        }
        return GateDecision.accept(CertifiedBy.VERIFIER_PASSED, "verifier `" + shown(last) + "` passed", last);
    }

    private static String shown(VerifierEvidence evidence) {
        return evidence.command().isEmpty() ? evidence.tool() : evidence.command();
    }

    private static String lastLines(String output) {
        String trimmed = output.strip();
        return trimmed.length() <= 400 ? trimmed : "…" + trimmed.substring(trimmed.length() - 400);
    }
}
