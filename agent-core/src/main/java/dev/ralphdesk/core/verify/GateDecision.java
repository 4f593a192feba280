package dev.ralphdesk.core.verify;

import java.util.List;
import java.util.Objects;

/**
 * The completion gate's answer. Accepted: what certified it. Refused: why, in a compact form the
 * model reads before working on, with the last evidence.
 */
public record GateDecision(boolean accepted, List<CertifiedBy> certifiedBy, String reason, VerifierEvidence lastEvidence) {
    public GateDecision {
        certifiedBy = List.copyOf(certifiedBy);
        Objects.requireNonNull(reason, "reason");
    }

    public static GateDecision accept(List<CertifiedBy> by, VerifierEvidence last) {
        return new GateDecision(true, by, "", last);
    }

    public static GateDecision refuse(String reason, VerifierEvidence last) {
        return new GateDecision(false, List.of(), reason, last);
    }

    /** e.g. {@code verifier passed, check passed}. */
    public String certifiedByText() {
        return String.join(", ", certifiedBy.stream().map(CertifiedBy::label).toList());
    }

    /** The text the model gets back when its claim is refused. */
    public String refusalMessage() {
        String evidence = lastEvidence == null ? "no verifier evidence in this round"
                : "last evidence: " + lastEvidence.describe();
        return "Completion refused: " + reason + " (" + evidence + "). Keep working: verify with the strongest "
                + "check that applies, then claim completion again.";
    }
}
