package dev.ralphdesk.app.mcp.server;

import dev.ralphdesk.app.mcp.config.McpServerConfig;
import java.util.Objects;

/**
 * What one server is doing, as Settings lists it: starting, ready with N tools, failed (with the
 * reason), stopped, or not started because the person did not allow a workspace's server.
 */
public record ServerState(String name, McpServerConfig.Origin origin, Phase phase, int tools, String detail) {

    public enum Phase {
        NOT_STARTED,
        STARTING,
        READY,
        FAILED,
        STOPPED,
        DECLINED
    }

    public ServerState {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(phase, "phase");
        detail = detail == null ? "" : detail;
    }

    /** {@code ready, 3 tools}, {@code failed: cannot start `nope`}: for logs and the command line. */
    public String describe() {
        switch (phase) {
            case READY:
                return "ready, " + tools + (tools == 1 ? " tool" : " tools");
            case FAILED:
                return "failed: " + detail;
            case DECLINED:
                return "not started: " + detail;
            default:
                return phase.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                        + (detail.isEmpty() ? "" : ": " + detail);
        }
    }
}
