package dev.ralphdesk.core.workflow;

import dev.ralphdesk.core.plugin.AgentHandle;
import java.util.Objects;

/**
 * A run to start: the parent agent (workspace and lineage of every child), the script's input, and
 * two per-run policies: the subagent provider (null: the engine's default) and the cap on children
 * (null: the engine's cap). {@code runId} null means a fresh id.
 */
public record WorkflowStartRequest<I>(AgentHandle parent, I input, String runId, String subagentProvider,
        Integer maxTotalAgents) {
    public WorkflowStartRequest {
        Objects.requireNonNull(parent, "parent");
    }
}
