package dev.ralphdesk.core.gate;

import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.util.List;
import java.util.Objects;

/**
 * The completion gate's answer. Accepted: what certified it, as a category ({@code certifiedBy})
 * and naming the command ({@code certifier}). Refused: why, in a compact form the model reads
 * before working on, with the last evidence.
 */
public record GateDecision(boolean accepted, List<CertifiedBy> certifiedBy, String certifier, String reason,
        VerifierEvidence lastEvidence) {
    /** The notice code of a refused completion claim. */
    public static final String REFUSED = "completion-refused";

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

    /** The text the model gets back when its claim is refused (the {@code completion-refused} notice's English). */
    public String refusalMessage() {
        return Notices.english(REFUSED, List.of(reason, evidenceText()));
    }

    /** The refusal as the notice the person sees. */
    public NoticePosted refusalNotice(String kind) {
        return Notices.of(kind, REFUSED, reason, evidenceText());
    }

    /** {@code last evidence: `mvn test` failed (exit 1)}, or that there is none. */
    private String evidenceText() {
        return lastEvidence == null ? "no verifier evidence in this round" : "last evidence: " + lastEvidence.describe();
    }
}
