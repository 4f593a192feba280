package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.sandbox.ShellSetup;
import java.util.Objects;

/**
 * Settings of a harness that are not plugins: loop limits, prices, how effects are approved, how
 * shell commands run (the composition root builds the command runner from it), plugin config.
 */
public record HarnessOptions(AgentConfig agentConfig, PriceTable prices, ApprovalSetup approval, ShellSetup shell,
        PluginConfig config) {
    public HarnessOptions {
        Objects.requireNonNull(agentConfig, "agentConfig");
        Objects.requireNonNull(prices, "prices");
        approval = approval == null ? ApprovalSetup.auto() : approval;
        shell = shell == null ? ShellSetup.unsandboxed() : shell;
        Objects.requireNonNull(config, "config");
    }

    /** Options whose shell runs unsandboxed with the JVM's standard variables. */
    public HarnessOptions(AgentConfig agentConfig, PriceTable prices, ApprovalSetup approval, PluginConfig config) {
        this(agentConfig, prices, approval, null, config);
    }

    public static HarnessOptions defaults() {
        return new HarnessOptions(AgentConfig.defaults(), PriceTable.empty(), ApprovalSetup.auto(), PluginConfig.empty());
    }

    public HarnessOptions withAgentConfig(AgentConfig replacement) {
        return new HarnessOptions(replacement, prices, approval, shell, config);
    }

    public HarnessOptions withConfig(PluginConfig replacement) {
        return new HarnessOptions(agentConfig, prices, approval, shell, replacement);
    }

    public HarnessOptions withApproval(ApprovalSetup replacement) {
        return new HarnessOptions(agentConfig, prices, replacement, shell, config);
    }

    public HarnessOptions withPrices(PriceTable replacement) {
        return new HarnessOptions(agentConfig, replacement, approval, shell, config);
    }

    public HarnessOptions withShell(ShellSetup replacement) {
        return new HarnessOptions(agentConfig, prices, approval, replacement, config);
    }
}
