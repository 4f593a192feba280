package dev.ralphdesk.core.workspace;

/**
 * What a command did. {@code output} is capped for the model (head and tail kept, with a note of
 * the full size); {@code fullOutput} is what is kept for the person: the whole text up to a bound,
 * past it its beginning and end with a note of what was left out. {@code totalChars} is the size
 * of the whole output, {@code storedChars} how many of its characters {@code fullOutput} keeps.
 * {@code exitCode} is -1 when it was killed.
 */
public record CommandOutcome(int exitCode, String output, String fullOutput, boolean timedOut, boolean cancelled,
        long totalChars, long storedChars) {

    /** An outcome whose full output is kept whole. */
    public CommandOutcome(int exitCode, String output, String fullOutput, boolean timedOut, boolean cancelled) {
        this(exitCode, output, fullOutput, timedOut, cancelled, fullOutput.length(), fullOutput.length());
    }

    public boolean passed() {
        return exitCode == 0 && !timedOut && !cancelled;
    }
}
