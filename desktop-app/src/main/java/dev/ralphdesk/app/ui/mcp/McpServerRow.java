package dev.ralphdesk.app.ui.mcp;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.mcp.server.ServerState;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One MCP server as Settings lists it: its name, where it is configured, the workspace it runs for
 * (null for a server of the settings that no workspace started yet) and its state in words.
 */
public record McpServerRow(String name, String origin, Path workspace, ServerState.Phase phase, Message text) {
    public McpServerRow {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
    }

    /** Restart is offered for a server that runs or ran in a workspace. */
    public boolean restartable() {
        return workspace != null && phase != ServerState.Phase.STARTING;
    }

    static McpServerRow of(Path workspace, ServerState state) {
        Message phase = state.phase() == ServerState.Phase.READY
                ? Message.of("settings.mcp.ready", state.tools())
                : Message.of("settings.mcp." + state.phase().name().toLowerCase(java.util.Locale.ROOT),
                        state.detail());
        return new McpServerRow(state.name(), state.origin().file(), workspace, state.phase(),
                Message.of("settings.mcp.row", state.name(), state.origin().file(), workspace.toString(), phase));
    }

    static McpServerRow configured(String name) {
        return new McpServerRow(name, "settings.json", null, ServerState.Phase.NOT_STARTED,
                Message.of("settings.mcp.configured", name));
    }
}
