package dev.ralphdesk.core.tool;

import java.util.Objects;

/**
 * What a tool call returns. {@code output} is what the model sees (already capped);
 * {@code fullOutput}, when not null, is the text kept for the person; {@code fullSize} is the size
 * of the whole output in characters and {@code storedSize} how many of them {@code fullOutput}
 * keeps (fewer past the storage bound: then it holds the beginning and the end, and a note).
 * {@code wroteWorkspace} marks a change to the workspace.
 */
public record ToolResult(String output, boolean error, Integer exitCode, String fullOutput, long fullSize,
        long storedSize, boolean wroteWorkspace) {
    /** How the output of a call stopped while it ran begins (a view tells a cancelled call from a failed one). */
    public static final String CANCELLED = "Cancelled while this tool was running: ";

    public ToolResult {
        Objects.requireNonNull(output, "output");
    }

    /** A result whose full output, if any, is kept whole. */
    public ToolResult(String output, boolean error, Integer exitCode, String fullOutput, long fullSize,
            boolean wroteWorkspace) {
        this(output, error, exitCode, fullOutput, fullSize, fullSize, wroteWorkspace);
    }

    public static ToolResult ok(String output) {
        return new ToolResult(output, false, null, null, output.length(), false);
    }

    public static ToolResult wrote(String output) {
        return new ToolResult(output, false, null, null, output.length(), true);
    }

    /** The call was stopped while it ran, for {@code why} (a sentence without its full stop). */
    public static ToolResult cancelled(String why) {
        return error(CANCELLED + why + ".");
    }

    public static ToolResult error(String message) {
        return new ToolResult(message, true, null, null, message.length(), false);
    }
}
