package dev.ralphdesk.app;

import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.settings.DefaultCaps;
import dev.ralphdesk.core.settings.Settings;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.workflow.WorkflowEngine;
import java.util.HashMap;
import java.util.Map;

/**
 * What {@code settings.json} changes in a harness, the same for the window and the command line:
 * the agent loop's step cap and context window, the round cap of new goals ({@code goal.maxRounds})
 * and of Ralph runs ({@code ralph.maxRounds}, with room for that many agents in the workflow engine), and
 * the price table (the bundled one with the file's {@code prices} on top).
 * The model and the network settings reach the provider through {@code ProviderFactory}; the
 * approval mode is the window's own (the command line has {@code --approve}).
 */
public final class SettingsOptions {
    private SettingsOptions() {
    }

    public static HarnessOptions apply(Settings settings, HarnessOptions base) {
        return apply(settings, base, PriceTable.bundled());
    }

    /** As {@link #apply(Settings, HarnessOptions)}, with the bundled price table already read. */
    public static HarnessOptions apply(Settings settings, HarnessOptions base, PriceTable bundled) {
        DefaultCaps caps = settings.caps();
        Map<String, String> config = new HashMap<>(base.config().values());
        config.put("goal.maxRounds", Integer.toString(caps.maxGoalRounds()));
        config.put("ralph.maxRounds", Integer.toString(caps.maxRalphRounds()));
        int agents = Math.max(caps.maxRalphRounds(), base.config().getInt("workflow.maxTotalAgents",
                WorkflowEngine.DEFAULT_MAX_TOTAL_AGENTS));
        config.put("workflow.maxTotalAgents", Integer.toString(agents));
        return base.withAgentConfig(settings.applyTo(base.agentConfig())).withConfig(new PluginConfig(config))
                .withPrices(settings.priceTable(bundled));
    }
}
