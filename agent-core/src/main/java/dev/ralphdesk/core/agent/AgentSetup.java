package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.tool.ToolSet;
import dev.ralphdesk.core.tool.ToolSource;
import java.util.List;
import java.util.Objects;

/**
 * Everything that makes one agent what it is: tools (and sources of tools known only at run time),
 * prompt sections, hooks, limits, approval.
 */
public record AgentSetup(ToolSet tools, List<ToolSource> toolSources, List<PromptSection> promptSections,
        List<TurnHook> hooks, AgentConfig config, ApprovalPolicy approval) {
    public AgentSetup {
        Objects.requireNonNull(tools, "tools");
        toolSources = List.copyOf(toolSources);
        promptSections = List.copyOf(promptSections);
        hooks = List.copyOf(hooks);
        Objects.requireNonNull(config, "config");
        approval = approval == null ? ApprovalPolicy.auto() : approval;
    }

    /** A setup without tool sources. */
    public AgentSetup(ToolSet tools, List<PromptSection> promptSections, List<TurnHook> hooks, AgentConfig config,
            ApprovalPolicy approval) {
        this(tools, List.of(), promptSections, hooks, config, approval);
    }
}
