package dev.ralphdesk.app.mcp.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class McpConfigReaderTest {
    @TempDir
    Path dir;

    private List<McpServerConfig> read(String json) throws Exception {
        return McpConfigReader.read(Files.writeString(dir.resolve("settings.json"), json),
                McpServerConfig.Origin.SETTINGS);
    }

    @Test
    void readsTheShapeClaudeCodeAndCursorUse() throws Exception {
        List<McpServerConfig> servers = read("""
                {"model": "x", "mcpServers": {
                  "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "."],
                            "env": {"DEBUG": "1"}},
                  "remote": {"url": "https://mcp.example.com/mcp"}}}
                """);
        assertEquals(List.of(new McpServerConfig("files", "npx", List.of("-y", "@modelcontextprotocol/server-filesystem",
                        "."), Map.of("DEBUG", "1"), null, McpServerConfig.Origin.SETTINGS, null),
                new McpServerConfig("remote", null, List.of(), Map.of(), "https://mcp.example.com/mcp",
                        McpServerConfig.Origin.SETTINGS, null)), servers);
        assertEquals("npx -y @modelcontextprotocol/server-filesystem . (env: DEBUG)", servers.get(0).describe());
    }

    @Test
    void aBadEntryIsAFailedServerNamingTheFieldAndTheOthersStillCount() throws Exception {
        List<McpServerConfig> servers = read("""
                {"mcpServers": {"a": {"command": "x", "args": "not a list"}, "b": {"command": "ok"},
                 "c": {"command": "x", "url": "http://h/"}, "d": {"url": "ftp://h/"}, "e": {"command": "x",
                 "env": {"BAD NAME": "v"}}}}
                """);
        assertEquals(List.of("mcpServers.a.args must be an array of strings", "",
                "mcpServers.c needs either \"command\" or \"url\"",
                "mcpServers.d.url must be an http:// or https:// URL, not \"ftp://h/\"",
                "mcpServers.e.env.BAD NAME must be a variable name with a string value"),
                servers.stream().map(s -> s.problem() == null ? "" : s.problem()).toList());
    }

    @Test
    void aMissingFileHasNoServersAndABrokenOneSaysSo() throws Exception {
        assertEquals(List.of(), McpConfigReader.read(dir.resolve("none.json"), McpServerConfig.Origin.WORKSPACE));
        List<McpServerConfig> broken = read("{\"mcpServers\": ");
        assertEquals(1, broken.size());
        assertTrue(broken.get(0).problem().contains("settings.json is not valid JSON"), broken.get(0).problem());
    }
}
