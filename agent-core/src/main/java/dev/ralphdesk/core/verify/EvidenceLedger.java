package dev.ralphdesk.core.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Verifier evidence of one scope (a goal round, a Ralph round). Records each verifier call and
 * each workspace write, in order, so the gate can ask: did the latest evidence pass, and was
 * anything written after it? Not thread-safe: one agent turn feeds it.
 */
public final class EvidenceLedger {
    private final Set<String> verifierTools;
    private final List<VerifierEvidence> evidence = new ArrayList<>();

    public EvidenceLedger(Set<String> verifierTools) {
        this.verifierTools = Set.copyOf(verifierTools);
    }

    public boolean isVerifier(String toolName) {
        return verifierTools.contains(toolName);
    }

    public void record(VerifierEvidence item) {
        evidence.add(item);
    }

    /** A workspace write happened: every evidence so far no longer proves the current state. */
    public void recordWrite() {
        evidence.replaceAll(VerifierEvidence::markWrittenAfter);
    }

    public Optional<VerifierEvidence> latest() {
        return evidence.isEmpty() ? Optional.empty() : Optional.of(evidence.get(evidence.size() - 1));
    }

    public List<VerifierEvidence> all() {
        return List.copyOf(evidence);
    }

    public void clear() {
        evidence.clear();
    }
}
