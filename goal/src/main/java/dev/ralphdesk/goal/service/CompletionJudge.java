package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.gate.CertifiedBy;
import dev.ralphdesk.core.gate.CompletionGate;
import dev.ralphdesk.core.gate.CompletionPolicy;
import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.core.verify.EvidenceLedger;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * Every completion claim of a goal — {@code update_goal(complete)} or the marker — goes through the
 * core's completion gate with the goal's policy: the goal's check command, run by the harness, when
 * it has one; else a passing verifier run of this round with the workspace unchanged since (unless
 * {@code goal.requireVerifier} is off).
 */
public final class CompletionJudge {
    private final CompletionGate gate;
    private final GoalSettings settings;

    public CompletionJudge(CompletionGate gate, GoalSettings settings) {
        this.gate = gate;
        this.settings = settings;
    }

    /** Judges with the live ledger of the running turn (a tool call). */
    public GateDecision judge(GoalSnapshot goal, EvidenceLedger ledger, Path workspace, CancellationToken cancel) {
        return gate.judge(policy(goal), ledger, workspace, cancel);
    }

    /** Judges with the evidence a finished turn reported (the marker, judged after the turn). */
    public GateDecision judge(GoalSnapshot goal, List<VerifierEvidence> evidence, Path workspace,
            CancellationToken cancel) {
        EvidenceLedger ledger = new EvidenceLedger(Set.of());
        evidence.forEach(ledger::record);
        return judge(goal, ledger, workspace, cancel);
    }

    /** What an accepted decision records in the goal: what certified it, and the command that did. */
    public static GoalCompletion completion(GateDecision decision, int round) {
        String evidence = decision.certifiedBy().contains(CertifiedBy.CHECK_PASSED) ? decision.certifier()
                : decision.lastEvidence() == null ? "" : decision.lastEvidence().describe();
        return new GoalCompletion(decision.certifiedByText(), evidence, round);
    }

    private CompletionPolicy policy(GoalSnapshot goal) {
        return new CompletionPolicy(Set.of(), settings.requireVerifier(), goal.checkCommand(), settings.checkTimeout());
    }
}
