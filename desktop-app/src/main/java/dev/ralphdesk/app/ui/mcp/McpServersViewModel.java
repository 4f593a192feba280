package dev.ralphdesk.app.ui.mcp;

import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.mcp.config.McpServerConfig;
import dev.ralphdesk.app.mcp.server.McpServers;
import dev.ralphdesk.app.mcp.server.ServerState;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The MCP servers for the Settings dialog: every server a workspace started (or tried to), with its
 * state, and the servers of the settings no workspace needed yet; Restart of one, in the background.
 */
public final class McpServersViewModel {
    private final McpServers servers;
    private final UiExecutor ui;
    private final ObservableList<McpServerRow> rows = FXCollections.observableArrayList();

    public McpServersViewModel(McpServers servers, UiExecutor ui) {
        this.servers = servers;
        this.ui = ui;
    }

    public ObservableList<McpServerRow> rows() {
        return rows;
    }

    /** Reads the servers' states again. */
    public void refresh() {
        ui.background(() -> rowsOf(servers.states(), servers.configured()), rows::setAll, e -> { });
    }

    /** Restarts one server (it starts in the background, then the list is read again). */
    public void restart(McpServerRow row) {
        if (!row.restartable()) {
            return;
        }
        ui.background(() -> {
            servers.restart(row.workspace(), row.name());
            return rowsOf(servers.states(), servers.configured());
        }, rows::setAll, e -> refresh());
    }

    static List<McpServerRow> rowsOf(Map<Path, List<ServerState>> states, List<McpServerConfig> configured) {
        List<McpServerRow> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        states.forEach((workspace, list) -> list.forEach(state -> {
            out.add(McpServerRow.of(workspace, state));
            seen.add(state.name());
        }));
        for (McpServerConfig config : configured) {
            if (!seen.contains(config.name())) {
                out.add(McpServerRow.configured(config.name()));
            }
        }
        return out;
    }
}
