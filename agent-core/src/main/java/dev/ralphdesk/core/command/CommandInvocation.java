package dev.ralphdesk.core.command;

import dev.ralphdesk.core.plugin.AgentHandle;
import java.util.Objects;

/** One run of a command: its id, the verbatim arguments (after the name) and the session's agent. */
public record CommandInvocation(String invocationId, String arguments, AgentHandle agent) {
    public CommandInvocation {
        Objects.requireNonNull(invocationId, "invocationId");
        arguments = arguments == null ? "" : arguments;
        Objects.requireNonNull(agent, "agent");
    }
}
