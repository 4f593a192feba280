package dev.ralphdesk.core.subagent;

import dev.ralphdesk.core.plugin.AgentHandle;

/**
 * Creates child agents for workflows. The core registers {@code spawn} (a fresh child session with
 * no seed messages) and {@code fork} (a child that starts from a copy of the parent's history).
 * Callers pick a provider by its capabilities, never by its name alone.
 */
public interface SubagentProvider {

    String name();

    SubagentCapabilities capabilities();

    /** Creates the child session and its live agent. */
    AgentHandle start(SubagentRequest request);

    /**
     * Forgets a child whose work has stopped (the workflow engine waits for it to be idle first).
     * The child's session stays in the store; only the live agent goes.
     */
    default void release(AgentHandle child) {
    }
}
