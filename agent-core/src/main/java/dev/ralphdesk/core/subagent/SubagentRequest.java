package dev.ralphdesk.core.subagent;

import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.tool.Tool;
import java.util.List;
import java.util.Objects;

/**
 * A child to create: its parent, the lineage (run id and 1-based round), the extra tools it gets
 * on top of the tools for its session kind, and its own system prompt sections. Of the plugins'
 * sections a child gets only what they render for its kind: the chat's guidance never reaches it, the
 * workspace's project instructions do.
 */
public record SubagentRequest(AgentHandle parent, String runId, int round, List<Tool> extraTools,
        List<PromptSection> promptSections) {
    public SubagentRequest {
        Objects.requireNonNull(parent, "parent");
        Objects.requireNonNull(runId, "runId");
        if (round < 1) {
            throw new IllegalArgumentException("a subagent round starts at 1: " + round);
        }
        extraTools = List.copyOf(extraTools);
        promptSections = List.copyOf(promptSections);
    }
}
