package dev.ralphdesk.core.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.gate.CertifiedBy;
import dev.ralphdesk.core.gate.CompletionGate;
import dev.ralphdesk.core.gate.CompletionPolicy;
import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.core.workspace.CommandOutcome;
import dev.ralphdesk.core.workspace.CommandRunner;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CompletionGateTest {
    private final List<String> ran = new ArrayList<>();
    private int checkExit;
    private boolean checkTimesOut;
    private final CommandRunner runner = (folder, command, timeout, cancel) -> {
        ran.add(command);
        return new CommandOutcome(checkTimesOut ? -1 : checkExit, "3 tests failing", "3 tests failing",
                checkTimesOut, false);
    };
    private final CompletionGate gate = new CompletionGate(runner);

    private static VerifierEvidence evidence(boolean passed) {
        return new VerifierEvidence("shell", "c1", "mvn test", passed, passed ? 0 : 1, "out", Instant.EPOCH, false);
    }

    private GateDecision judge(CompletionPolicy policy, EvidenceLedger ledger) {
        return gate.judge(policy, ledger, Path.of("."), CancellationToken.none());
    }

    @Test
    void refusesWithoutEvidenceWhenVerificationIsRequired() {
        GateDecision decision = judge(CompletionPolicy.defaults(), new EvidenceLedger(Set.of("shell")));
        assertFalse(decision.accepted());
        assertTrue(decision.refusalMessage().contains("no verifier has run in this round"));
    }

    @Test
    void refusesWhenTheLatestEvidenceFailedEvenAfterAnEarlierPass() {
        EvidenceLedger ledger = new EvidenceLedger(Set.of("shell"));
        ledger.record(evidence(true));
        ledger.record(evidence(false));
        GateDecision decision = judge(CompletionPolicy.defaults(), ledger);
        assertFalse(decision.accepted());
        assertTrue(decision.refusalMessage().contains("`mvn test` failed (exit 1)"), decision.refusalMessage());
    }

    @Test
    void refusesWhenTheWorkspaceWasWrittenAfterThePassingRun() {
        EvidenceLedger ledger = new EvidenceLedger(Set.of("shell"));
        ledger.record(evidence(true));
        ledger.recordWrite();
        GateDecision decision = judge(CompletionPolicy.defaults(), ledger);
        assertFalse(decision.accepted());
        assertEquals("the workspace changed during or after the latest passing verifier run; run it again, on its "
                + "own, once the work is done", decision.reason());
    }

    @Test
    void acceptsPassingEvidenceAndSaysSo() {
        EvidenceLedger ledger = new EvidenceLedger(Set.of("shell"));
        ledger.record(evidence(true));
        GateDecision decision = judge(CompletionPolicy.defaults(), ledger);
        assertTrue(decision.accepted());
        assertEquals("verifier passed", decision.certifiedByText());
        assertEquals("verifier `mvn test` passed", decision.certifier());
        assertTrue(ran.isEmpty());
    }

    @Test
    void workerReportIsEnoughWhenVerificationIsOff() {
        GateDecision decision = judge(CompletionPolicy.defaults().withRequireVerifier(false),
                new EvidenceLedger(Set.of("shell")));
        assertTrue(decision.accepted());
        assertEquals(List.of(CertifiedBy.WORKER_REPORTED), decision.certifiedBy());
    }

    @Test
    void aCheckCertifiesByItselfWithoutTheWorkersEvidence() {
        GateDecision decision = judge(CompletionPolicy.defaults().withCheck("./check.sh"),
                new EvidenceLedger(Set.of("shell")));

        assertTrue(decision.accepted());
        assertEquals(List.of(CertifiedBy.CHECK_PASSED), decision.certifiedBy());
        assertEquals("check `./check.sh` passed", decision.certifier());
        assertEquals(List.of("./check.sh"), ran);
    }

    @Test
    void checkCommandRunsAndMustPass() {
        EvidenceLedger ledger = new EvidenceLedger(Set.of("shell"));
        ledger.record(evidence(true));
        CompletionPolicy policy = CompletionPolicy.defaults().withCheck("make check");
        checkExit = 2;
        GateDecision refused = judge(policy, ledger);
        assertFalse(refused.accepted());
        assertTrue(refused.reason().contains("the check `make check` exited 2: 3 tests failing"), refused.reason());
        checkExit = 0;
        GateDecision accepted = judge(policy, ledger);
        assertTrue(accepted.accepted());
        assertEquals("check passed", accepted.certifiedByText());
        assertEquals(List.of("make check", "make check"), ran);
    }

    @Test
    void checkTimeoutRefuses() {
        checkTimesOut = true;
        GateDecision decision = judge(CompletionPolicy.defaults().withRequireVerifier(false).withCheck("sleep 999"),
                new EvidenceLedger(Set.of("shell")));
        assertFalse(decision.accepted());
        assertTrue(decision.reason().contains("timed out"));
    }
}
