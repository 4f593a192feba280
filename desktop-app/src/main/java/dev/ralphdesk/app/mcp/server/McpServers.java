package dev.ralphdesk.app.mcp.server;

import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolScope;
import dev.ralphdesk.core.tool.ToolSource;
import dev.ralphdesk.app.mcp.config.McpConfigReader;
import dev.ralphdesk.app.mcp.config.McpServerConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Every MCP server of the application, by workspace: the source of their tools for each turn, their
 * states for Settings, the person's Restart, and closing them all on exit. A workspace is looked at on
 * its first turn; with no server configured anywhere nothing of the SDK is loaded.
 */
public final class McpServers implements ToolSource, AutoCloseable {
    public static final String WORKSPACE_FILE = ".ralph-desk/mcp.json";
    private static final System.Logger LOG = JulLogger.of(McpServers.class);
    private final List<McpServerConfig> settings;
    private final Supplier<Map<String, String>> environment;
    private final Duration startTimeout;
    private final McpTrust trust;
    private final SessionStore sessions;
    private final ChildProcesses children = new ChildProcesses();
    private final Map<Path, WorkspaceServers> workspaces = new ConcurrentHashMap<>();
    private volatile boolean closed;

    /**
     * @param settings the servers of {@code settings.json}
     * @param environment the variables every server gets besides its own: the shell's allowlist
     */
    public McpServers(List<McpServerConfig> settings, Supplier<Map<String, String>> environment,
            Duration startTimeout, McpTrust trust, SessionStore sessions) {
        this.settings = List.copyOf(settings);
        this.environment = environment;
        this.startTimeout = startTimeout;
        this.trust = trust;
        this.sessions = sessions;
    }

    @Override
    public List<Tool> tools(ToolScope scope) {
        if (closed) {
            return List.of();
        }
        WorkspaceServers servers = workspaces.computeIfAbsent(scope.workspace().root(), this::load);
        if (servers.connections().isEmpty()) {
            return List.of();
        }
        synchronized (servers) {
            return servers.tools(scope, (server, what) -> {
                String file = server.config().origin().file();
                LOG.log(System.Logger.Level.WARNING, "MCP server " + server.config().name() + " (" + file + ") " + what);
                // recorded in the session, so a reopen explains why the server's tools were missing
                sessions.append(scope.lineage().session(),
                        Notices.of("warning", "mcp-server-down", server.config().name(), file, what));
            });
        }
    }

    /** The servers looked at so far, by workspace, with their states. */
    public Map<Path, List<ServerState>> states() {
        Map<Path, List<ServerState>> states = new java.util.TreeMap<>();
        workspaces.forEach((root, servers) -> {
            List<ServerState> list = new ArrayList<>();
            servers.connections().forEach(server -> list.add(server.state()));
            if (!list.isEmpty()) {
                states.put(root, list);
            }
        });
        return states;
    }

    /** The servers of settings.json, as configured (for Settings before any workspace was looked at). */
    public List<McpServerConfig> configured() {
        return settings;
    }

    /** The person's Restart of one server of one workspace; blocks while it starts (call it in the background). */
    public void restart(Path workspace, String name) {
        WorkspaceServers servers = workspaces.get(workspace);
        if (servers == null) {
            return;
        }
        synchronized (servers) {
            servers.restart(name);
        }
    }

    /** Ends every server process: Ralph Desk is closing. */
    @Override
    public void close() {
        closed = true;
        workspaces.values().forEach(WorkspaceServers::close);
    }

    private WorkspaceServers load(Path workspace) {
        List<McpServerConfig> configs = new ArrayList<>(settings);
        configs.addAll(McpConfigReader.read(workspace.resolve(WORKSPACE_FILE), McpServerConfig.Origin.WORKSPACE));
        return new WorkspaceServers(workspace, configs, environment.get(), startTimeout, children, trust);
    }
}
