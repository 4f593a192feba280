package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.BlockReason;

/** How a cap, budget or stall stops a goal: plainly, with the last verifier evidence. */
final class Closing {
    private Closing() {
    }

    /** e.g. {@code stopped after 20 rounds (the cap) …; last evidence: `mvn test` failed (exit 1)}. */
    static BlockReason withEvidence(BlockReason reason, VerifierEvidence last) {
        String evidence = last == null ? "no verifier evidence yet" : "last evidence: " + last.describe();
        return new BlockReason(reason.code(), reason.message() + "; " + evidence);
    }
}
