package dev.ralphdesk.app;

import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.app.mcp.config.McpConfigReader;
import dev.ralphdesk.app.mcp.config.McpServerConfig;
import java.nio.file.Path;
import java.util.List;

/**
 * The MCP servers of {@code settings.json} ({@code "mcpServers"}) and where the person's answers about a
 * workspace's own servers are kept ({@code mcp-trust.json} beside it), the same for the window and the
 * command line.
 *
 * @param trustFile null to keep the answers in memory only
 */
public record McpSetup(List<McpServerConfig> servers, Path trustFile) {
    public McpSetup {
        servers = List.copyOf(servers);
    }

    public static McpSetup none() {
        return new McpSetup(List.of(), null);
    }

    public static McpSetup from(ConfigLocation config) {
        return new McpSetup(McpConfigReader.read(config.settingsFile(), McpServerConfig.Origin.SETTINGS),
                config.directory().resolve("mcp-trust.json"));
    }
}
