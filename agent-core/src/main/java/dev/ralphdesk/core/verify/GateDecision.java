package dev.ralphdesk.core.verify;

import java.util.List;
import java.util.Objects;

/**
 * The completion gate's answer. Accepted: what certified it, as a category ({@code certifiedBy})
 * and naming the command ({@code certifier}). Refused: why, in a compact form the model reads
 * before working on, with the last evidence.
 */
public record GateDecision(boolean accepted, List<CertifiedBy> certifiedBy, String certifier, String reason,
        VerifierEvidence lastEvidence) {
    public GateDecision {
        certifiedBy = List.copyOf(certifiedBy);
        Objects.requireNonNull(certifier, "certifier");
        Objects.requireNonNull(reason, "reason");
    }

    /** {@code certifier} names what certified it, e.g. {@code verifier `sh test.sh` passed}. */
    public static GateDecision accept(CertifiedBy by, String certifier, VerifierEvidence last) {
        return new GateDecision(true, List.of(by), certifier, "", last);
    }

    public static GateDecision refuse(String reason, VerifierEvidence last) {
        return new GateDecision(false, List.of(), "", reason, last);
    }

    /** e.g. {@code verifier passed}. */
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
