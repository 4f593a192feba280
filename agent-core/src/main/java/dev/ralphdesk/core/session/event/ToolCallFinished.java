package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/**
 * The result of a tool call as the model saw it. When the full output was larger than what went
 * inline, {@code fullSize} gives its size and {@code blob} the hash to load what was kept of it on
 * demand; {@code storedSize} says how many of its characters the blob keeps — fewer than
 * {@code fullSize} past the storage bound (null in records written before it existed, whose blob
 * held {@code fullSize} characters).
 */
public record ToolCallFinished(String turnId, String callId, String name, String output, boolean error,
        Integer exitCode, long fullSize, String blob, Long storedSize) implements SessionEvent {
    public static final String TYPE = "tool/result";

    /** A result whose full output, if any, is stored whole. */
    public ToolCallFinished(String turnId, String callId, String name, String output, boolean error,
            Integer exitCode, long fullSize, String blob) {
        this(turnId, callId, name, output, error, exitCode, fullSize, blob, null);
    }

    /** How many characters of the output the blob keeps. */
    public long stored() {
        return storedSize == null ? fullSize : storedSize;
    }

    public ToolCallFinished {
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(callId, "callId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(output, "output");
    }

    @Override
    public String type() {
        return TYPE;
    }
}
