package dev.ralphdesk.core.tool;

import java.util.Objects;

/**
 * What a tool call returns. {@code output} is what the model sees (already capped);
 * {@code fullOutput}, when not null, is the uncapped text kept for the person; {@code fullSize}
 * is its size in characters. {@code wroteWorkspace} marks a change to the workspace.
 */
public record ToolResult(String output, boolean error, Integer exitCode, String fullOutput, long fullSize,
        boolean wroteWorkspace) {
    public ToolResult {
        Objects.requireNonNull(output, "output");
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
