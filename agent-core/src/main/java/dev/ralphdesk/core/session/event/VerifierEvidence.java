package dev.ralphdesk.core.session.event;

import java.time.Instant;
import java.util.Objects;

/**
 * One verifier run: what ran, whether it passed, a capped excerpt of its output, and whether the
 * workspace changed while it ran or after it ({@code writtenAfter}, which voids it as proof).
 */
public record VerifierEvidence(String tool, String callId, String command, boolean passed, Integer exitCode,
        String output, Instant time, boolean writtenAfter) {
    public static final int MAX_OUTPUT_CHARS = 2000;

    public VerifierEvidence {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(callId, "callId");
        command = command == null ? "" : command;
        output = output == null ? "" : tail(output);
        Objects.requireNonNull(time, "time");
    }

    public VerifierEvidence markWrittenAfter() {
        return new VerifierEvidence(tool, callId, command, passed, exitCode, output, time, true);
    }

    /** One line for people and prompts: {@code `mvn test` failed (exit 1)}. */
    public String describe() {
        String verdict = passed ? "passed" : "failed";
        String exit = exitCode == null ? "" : " (exit " + exitCode + ")";
        String stale = writtenAfter ? ", but the workspace changed during or after it" : "";
        return "`" + (command.isEmpty() ? tool : command) + "` " + verdict + exit + stale;
    }

    private static String tail(String text) {
        return text.length() <= MAX_OUTPUT_CHARS ? text : "…" + text.substring(text.length() - MAX_OUTPUT_CHARS);
    }
}
