package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/** One call of a trusted verifier tool and whether it passed. */
public record EvidenceRecorded(String turnId, VerifierEvidence evidence) implements SessionEvent {
    public static final String TYPE = "verifier/evidence";

    public EvidenceRecorded {
        Objects.requireNonNull(evidence, "evidence");
    }

    @Override
    public String type() {
        return TYPE;
    }
}
