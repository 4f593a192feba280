package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.tool.ShellApproval;
import java.util.Objects;

/** Settings of a harness that are not plugins: loop limits, prices, approval mode, plugin config. */
public record HarnessOptions(AgentConfig agentConfig, PriceTable prices, ShellApproval approval, PluginConfig config) {
    public HarnessOptions {
        Objects.requireNonNull(agentConfig, "agentConfig");
        Objects.requireNonNull(prices, "prices");
        approval = approval == null ? ShellApproval.AUTO : approval;
        Objects.requireNonNull(config, "config");
    }

    public static HarnessOptions defaults() {
        return new HarnessOptions(AgentConfig.defaults(), PriceTable.empty(), ShellApproval.AUTO, PluginConfig.empty());
    }

    public HarnessOptions withAgentConfig(AgentConfig replacement) {
        return new HarnessOptions(replacement, prices, approval, config);
    }

    public HarnessOptions withConfig(PluginConfig replacement) {
        return new HarnessOptions(agentConfig, prices, approval, replacement);
    }

    public HarnessOptions withApproval(ShellApproval replacement) {
        return new HarnessOptions(agentConfig, prices, replacement, config);
    }
}
