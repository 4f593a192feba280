package dev.ralphdesk.app.mcp.testing;

import dev.ralphdesk.app.mcp.config.McpServerConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Configurations that start {@link TestMcpServer} as a child JVM with this test's class path. */
public final class TestServers {
    private TestServers() {
    }

    public static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    public static List<String> args() {
        return List.of("-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                TestMcpServer.class.getName());
    }

    public static McpServerConfig settings(String name, Map<String, String> env) {
        return new McpServerConfig(name, java(), args(), env, null, McpServerConfig.Origin.SETTINGS, null);
    }

    /** The {@code mcpServers} entry of this server in a settings or workspace file. */
    public static String json(String name) {
        StringBuilder array = new StringBuilder();
        for (String arg : args()) {
            array.append(array.length() == 0 ? "" : ", ").append('"').append(arg.replace("\\", "\\\\")).append('"');
        }
        return "{\"mcpServers\": {\"" + name + "\": {\"command\": \"" + java() + "\", \"args\": [" + array
                + "], \"env\": {\"TEST_SERVER_FLAG\": \"on\"}}}}";
    }
}
