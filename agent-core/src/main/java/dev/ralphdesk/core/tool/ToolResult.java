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

    public static ToolResult error(String message) {
        return new ToolResult(message, true, null, null, message.length(), false);
    }
}
