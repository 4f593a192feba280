package dev.ralphdesk.app.mcp.server;

import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonMapper;
import java.nio.file.Path;

/**
 * The SDK's stdio transport, but the server starts in the workspace with only the variables it is
 * given (the shell's allowlist and its own {@code env}), never Ralph Desk's whole environment with the
 * API key in it.
 */
final class AllowlistedStdioTransport extends StdioClientTransport {
    private final Path workspace;

    AllowlistedStdioTransport(ServerParameters parameters, McpJsonMapper mapper, Path workspace) {
        super(parameters, mapper);
        this.workspace = workspace;
    }

    @Override
    protected ProcessBuilder getProcessBuilder() {
        ProcessBuilder builder = new ProcessBuilder();
        builder.environment().clear();
        builder.directory(workspace.toFile());
        return builder;
    }
}
