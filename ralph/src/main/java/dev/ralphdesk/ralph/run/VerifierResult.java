package dev.ralphdesk.ralph.run;

import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.util.Objects;

/** The last verifier call of a round, as the timeline shows it. */
public record VerifierResult(String command, boolean passed, Integer exitCode, boolean writtenAfter) {
    public VerifierResult {
        Objects.requireNonNull(command, "command");
    }

    public static VerifierResult of(VerifierEvidence evidence) {
        return new VerifierResult(evidence.command().isEmpty() ? evidence.tool() : evidence.command(),
                evidence.passed(), evidence.exitCode(), evidence.writtenAfter());
    }

    /** {@code passed}, {@code failed (exit 1)}, {@code passed, then written}. */
    public String describe() {
        String verdict = passed ? "passed" : "failed";
        String exit = exitCode == null || passed ? "" : " (exit " + exitCode + ")";
        return verdict + exit + (writtenAfter ? ", then written" : "");
    }
}
