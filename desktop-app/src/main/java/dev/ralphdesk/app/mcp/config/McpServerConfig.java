package dev.ralphdesk.app.mcp.config;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One configured MCP server: a command to start (stdio) or a URL (streamable HTTP), where it was
 * configured, and the problem with its entry when it cannot be used (then it shows as failed).
 */
public record McpServerConfig(String name, String command, List<String> args, Map<String, String> env, String url,
        Origin origin, String problem) {

    /** Where a server is configured: the person's settings, or the workspace's {@code .ralph-desk/mcp.json}. */
    public enum Origin {
        SETTINGS("settings.json"),
        WORKSPACE(".ralph-desk/mcp.json");

        private final String file;

        Origin(String file) {
            this.file = file;
        }

        public String file() {
            return file;
        }
    }

    public McpServerConfig {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(origin, "origin");
        args = args == null ? List.of() : List.copyOf(args);
        env = env == null ? Map.of() : Map.copyOf(env);
    }

    public boolean stdio() {
        return command != null;
    }

    /** What starting it runs or reaches, in one line: {@code npx -y server-x (env: TOKEN)} or the URL. */
    public String describe() {
        if (!stdio()) {
            return String.valueOf(url);
        }
        StringBuilder out = new StringBuilder(command);
        args.forEach(arg -> out.append(' ').append(arg.contains(" ") ? "'" + arg + "'" : arg));
        if (!env.isEmpty()) {
            out.append(" (env: ").append(String.join(", ", new java.util.TreeSet<>(env.keySet()))).append(')');
        }
        return out.toString();
    }
}
