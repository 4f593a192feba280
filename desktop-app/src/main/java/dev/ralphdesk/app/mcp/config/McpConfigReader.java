package dev.ralphdesk.app.mcp.config;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code "mcpServers"} in the shape Claude Code and Cursor use: {@code {"name": {"command": "…",
 * "args": […], "env": {…}}}} for a server started over stdio, {@code {"name": {"url": "…"}}} for one
 * reached over streamable HTTP. A malformed entry becomes a server with a problem (shown as failed,
 * naming the field), so one bad entry never hides the others; a file that is not JSON is one problem.
 */
public final class McpConfigReader {
    private McpConfigReader() {
    }

    /** The servers of a file ({@code settings.json} or {@code .ralph-desk/mcp.json}); none when it does not exist. */
    public static List<McpServerConfig> read(Path file, McpServerConfig.Origin origin) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return List.of();
        } catch (IOException e) {
            return List.of(broken("(" + origin.file() + ")", origin, file + " cannot be read: " + e.getMessage()));
        }
        if (text.isBlank()) {
            return List.of();
        }
        try {
            return servers(Json.parse(text).path("mcpServers"), origin);
        } catch (JsonProcessingException e) {
            return List.of(broken("(" + origin.file() + ")", origin, file + " is not valid JSON: "
                    + e.getOriginalMessage()));
        }
    }

    public static List<McpServerConfig> servers(JsonNode node, McpServerConfig.Origin origin) {
        List<McpServerConfig> servers = new ArrayList<>();
        if (node == null || node.isMissingNode() || node.isNull()) {
            return servers;
        }
        if (!node.isObject()) {
            servers.add(broken("(mcpServers)", origin, "mcpServers must be an object of server names"));
            return servers;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            servers.add(server(entry.getKey(), entry.getValue(), origin));
        }
        return servers;
    }

    private static McpServerConfig server(String name, JsonNode entry, McpServerConfig.Origin origin) {
        String where = "mcpServers." + name;
        if (name.isBlank()) {
            return broken("(unnamed)", origin, "mcpServers names a server with an empty name");
        }
        if (!entry.isObject()) {
            return broken(name, origin, where + " must be an object with \"command\" (and \"args\", \"env\") or \"url\"");
        }
        JsonNode command = entry.get("command");
        JsonNode url = entry.get("url");
        if ((command == null) == (url == null)) {
            return broken(name, origin, where + " needs either \"command\" or \"url\"");
        }
        if (url != null) {
            if (!url.isTextual() || !httpUrl(url.asText())) {
                return broken(name, origin, where + ".url must be an http:// or https:// URL, not " + url);
            }
            return new McpServerConfig(name, null, List.of(), Map.of(), url.asText(), origin, null);
        }
        if (!command.isTextual() || command.asText().isBlank()) {
            return broken(name, origin, where + ".command must be a non-empty string, not " + command);
        }
        List<String> args = new ArrayList<>();
        JsonNode argNode = entry.path("args");
        if (!argNode.isMissingNode() && !argNode.isNull()) {
            if (!argNode.isArray()) {
                return broken(name, origin, where + ".args must be an array of strings");
            }
            for (JsonNode arg : argNode) {
                if (!arg.isTextual()) {
                    return broken(name, origin, where + ".args must hold strings only, not " + arg);
                }
                args.add(arg.asText());
            }
        }
        Map<String, String> env = new LinkedHashMap<>();
        JsonNode envNode = entry.path("env");
        if (!envNode.isMissingNode() && !envNode.isNull()) {
            if (!envNode.isObject()) {
                return broken(name, origin, where + ".env must be an object of variable names and values");
            }
            for (Iterator<Map.Entry<String, JsonNode>> vars = envNode.fields(); vars.hasNext(); ) {
                Map.Entry<String, JsonNode> variable = vars.next();
                if (!variable.getKey().matches("[A-Za-z_][A-Za-z0-9_]*") || !variable.getValue().isValueNode()) {
                    return broken(name, origin, where + ".env." + variable.getKey() + " must be a variable name with a "
                            + "string value");
                }
                env.put(variable.getKey(), variable.getValue().asText());
            }
        }
        return new McpServerConfig(name, command.asText(), args, env, null, origin, null);
    }

    private static boolean httpUrl(String text) {
        try {
            URI uri = new URI(text);
            return ("http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme()))
                    && uri.getHost() != null;
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    private static McpServerConfig broken(String name, McpServerConfig.Origin origin, String problem) {
        return new McpServerConfig(name, null, List.of(), Map.of(), null, origin, problem);
    }
}
