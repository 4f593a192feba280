package dev.ralphdesk.app.mcp;

import dev.ralphdesk.app.mcp.config.McpServerConfig;
import dev.ralphdesk.app.mcp.server.McpServers;
import dev.ralphdesk.app.mcp.server.McpTrust;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.session.SessionKind;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * MCP tool servers: the tools of the servers in {@code settings.json} and in a workspace's
 * {@code .ralph-desk/mcp.json} are offered to chat agents, namespaced {@code server__tool}.
 */
public final class McpPlugin implements Plugin {
    public static final String ID = "mcp";
    public static final Duration START_TIMEOUT = Duration.ofSeconds(30);
    private final List<McpServerConfig> settings;
    private final Supplier<Map<String, String>> environment;
    private final McpTrust trust;
    private final Duration startTimeout;
    private McpServers servers;

    /**
     * @param settings the servers of {@code settings.json}
     * @param environment the shell's environment allowlist, which servers get too
     * @param trust where the person's answers about workspace servers are kept
     */
    public McpPlugin(List<McpServerConfig> settings, Supplier<Map<String, String>> environment, McpTrust trust,
            Duration startTimeout) {
        this.settings = List.copyOf(settings);
        this.environment = environment;
        this.trust = trust;
        this.startTimeout = startTimeout;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public synchronized void install(PluginContext context) {
        if (servers != null) {
            throw new IllegalStateException("the MCP plugin is installed once per harness");
        }
        servers = new McpServers(settings, environment, startTimeout, trust, context.sessions());
        context.addToolSource(servers, Set.of(SessionKind.CHAT));
    }

    /** The servers of the installed plugin: their states, Restart, and closing them on exit. */
    public synchronized McpServers servers() {
        if (servers == null) {
            throw new IllegalStateException("the MCP plugin is not installed yet");
        }
        return servers;
    }
}
