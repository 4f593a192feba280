package dev.ralphdesk.core.effect;

import java.util.Objects;

/**
 * Any other tool's effect, e.g. a call to an MCP server's tool: the person sees the tool, a one-line
 * subject and the details (usually the arguments).
 */
public record ToolEffect(String tool, String subject, String details) implements Effect {
    public ToolEffect {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(details, "details");
    }

    @Override
    public Kind kind() {
        return Kind.OTHER;
    }

    @Override
    public String protectedTarget() {
        return null;
    }
}
