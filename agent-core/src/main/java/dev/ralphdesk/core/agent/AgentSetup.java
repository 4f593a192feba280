package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.tool.ToolSet;
import java.util.List;
import java.util.Objects;

/** Everything that makes one agent what it is: tools, prompt sections, hooks, limits, approval. */
public record AgentSetup(ToolSet tools, List<PromptSection> promptSections, List<TurnHook> hooks, AgentConfig config,
        ApprovalPolicy approval) {
    public AgentSetup {
        Objects.requireNonNull(tools, "tools");
        promptSections = List.copyOf(promptSections);
        hooks = List.copyOf(hooks);
        Objects.requireNonNull(config, "config");
        approval = approval == null ? ApprovalPolicy.auto() : approval;
    }
}
