package dev.ralphdesk.app.mcp.server;

import dev.ralphdesk.app.mcp.config.McpServerConfig;
import dev.ralphdesk.core.approval.Verdict;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.effect.ToolEffect;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolScope;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The MCP servers of one workspace: those of the settings and those of its {@code .ralph-desk/mcp.json}.
 * A workspace's own server runs commands the workspace chose, so it starts only once the person allowed
 * it through the approval policy; the answer is kept ({@link McpTrust}).
 */
final class WorkspaceServers {
    private final Path workspace;
    private final List<McpConnection> connections = new ArrayList<>();
    private final McpTrust trust;

    WorkspaceServers(Path workspace, List<McpServerConfig> configs, Map<String, String> environment,
            Duration startTimeout, ChildProcesses children, McpTrust trust) {
        this.workspace = workspace;
        this.trust = trust;
        for (McpServerConfig config : configs) {
            connections.add(new McpConnection(config, workspace, environment, startTimeout, children));
        }
    }

    List<McpConnection> connections() {
        return connections;
    }

    /**
     * The tools of every server that is (or can now be) started, for one turn; {@code notice} hears of a
     * server that failed or was not allowed, once.
     */
    List<Tool> tools(ToolScope scope, BiConsumer<McpConnection, String> notice) {
        List<Tool> tools = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        for (McpConnection server : connections) {
            ServerState before = server.state();
            if (!allowed(server, scope)) {
                if (before.phase() != ServerState.Phase.DECLINED) {
                    notice.accept(server, "was not started: " + server.state().detail());
                }
                continue;
            }
            boolean ready = server.ensureStarted(scope.cancel());
            ServerState after = server.state();
            if (!ready) {
                if (after != before && after.phase() == ServerState.Phase.FAILED) { // failed in this very attempt
                    notice.accept(server, "failed: " + after.detail());
                }
                continue;
            }
            for (McpSchema.Tool tool : server.tools()) {
                String name = ToolNames.of(server.config().name(), tool.name(), taken);
                taken.add(name.toLowerCase(Locale.ROOT));
                tools.add(new McpTool(name, tool, server));
            }
        }
        return tools;
    }

    /** A settings server may start; a workspace's own server once the person allowed it (asked once). */
    private boolean allowed(McpConnection server, ToolScope scope) {
        McpServerConfig config = server.config();
        if (config.origin() != McpServerConfig.Origin.WORKSPACE || config.problem() != null
                || trust.trusted(workspace, config)) {
            return true;
        }
        if (server.state().phase() == ServerState.Phase.DECLINED) {
            return false;
        }
        Verdict verdict = scope.approval().decide(scope.lineage(), new ToolEffect("mcp",
                "start the workspace's MCP server " + config.name(), "The workspace's " + config.origin().file()
                + " asks to start the MCP server " + config.name() + ". Starting it runs, in " + workspace + ":\n"
                + config.describe() + "\nIts tools are then offered to the agent; each call asks as configured."));
        if (verdict.allowed()) {
            trust.trust(workspace, config);
            return true;
        }
        server.decline(verdict.refusal());
        return false;
    }

    /**
     * The person's Restart. A workspace's server they have not allowed is not started from here: the
     * next turn asks again.
     */
    void restart(String name) {
        for (McpConnection server : connections) {
            if (server.config().name().equals(name)) {
                McpServerConfig config = server.config();
                if (config.origin() == McpServerConfig.Origin.WORKSPACE && !trust.trusted(workspace, config)) {
                    server.forget();
                } else {
                    server.restart(CancellationToken.none());
                }
            }
        }
    }

    void close() {
        // a loop, not a method reference: with no server, nothing of the SDK's side gets loaded
        for (McpConnection server : connections) {
            server.close();
        }
    }
}
