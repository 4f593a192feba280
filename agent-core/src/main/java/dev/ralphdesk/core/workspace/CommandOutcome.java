package dev.ralphdesk.core.workspace;

/**
 * What a command did. {@code output} is capped (head and tail kept, with a note of the full size);
 * {@code fullOutput} is the whole text; {@code exitCode} is -1 when it was killed.
 */
public record CommandOutcome(int exitCode, String output, String fullOutput, boolean timedOut, boolean cancelled) {

    public boolean passed() {
        return exitCode == 0 && !timedOut && !cancelled;
    }

    public long fullSize() {
        return fullOutput.length();
    }
}
