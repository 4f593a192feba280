package dev.ralphdesk.core.workflow;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.plugin.AgentHandle;
import java.util.Objects;

/**
 * A run to start: the registered workflow by name, the parent agent (workspace and lineage of every
 * child), the script's input, and two per-run policies: the subagent provider (null: the engine's
 * default) and the cap on children (null: the engine's cap). {@code runId} null means a fresh id.
 */
public record WorkflowStartRequest(String workflow, AgentHandle parent, JsonNode input, String runId,
        String subagentProvider, Integer maxTotalAgents) {
    public WorkflowStartRequest {
        Objects.requireNonNull(workflow, "workflow");
        Objects.requireNonNull(parent, "parent");
        input = input == null ? Json.object() : input;
    }
}
