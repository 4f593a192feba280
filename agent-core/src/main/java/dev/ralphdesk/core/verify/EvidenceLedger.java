package dev.ralphdesk.core.verify;

import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Verifier evidence of one scope (a goal round, a Ralph round). Records each verifier run and
 * each workspace write — by a file tool or by a command that changed files — in order, so the gate
 * can ask: did the latest verifier run pass, and did the workspace stay as it left it? Not
 * thread-safe: one agent turn feeds it.
 */
public final class EvidenceLedger {
    private final Set<String> verifierTools;
    private final VerifierPatterns patterns;
    private final List<VerifierEvidence> evidence = new ArrayList<>();

    public EvidenceLedger(Set<String> verifierTools, VerifierPatterns patterns) {
        this.verifierTools = Set.copyOf(verifierTools);
        this.patterns = patterns;
    }

    /** A ledger judging commands by the default verifier patterns. */
    public EvidenceLedger(Set<String> verifierTools) {
        this(verifierTools, VerifierPatterns.defaults());
    }

    /**
     * Whether a call of {@code tool} is a verifier run: the tool is a trusted verifier tool and
     * {@code command} (null when the call runs no command line) looks like a verifier.
     */
    public boolean isVerifierRun(String tool, String command) {
        return verifierTools.contains(tool) && (command == null || patterns.matches(command));
    }

    public void record(VerifierEvidence item) {
        evidence.add(item);
    }

    /** The workspace changed: every evidence so far no longer proves the current state. */
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
