package dev.ralphdesk.app.mcp.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.settings.AtomicFiles;
import dev.ralphdesk.app.mcp.config.McpServerConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import java.util.TreeSet;

/**
 * The workspace servers the person allowed to start, kept in {@code mcp-trust.json} beside
 * {@code settings.json} (a protected place the agent cannot write). An entry is a digest of the
 * workspace, the server's name and everything it runs (command, arguments, env, URL): a changed entry
 * in the workspace's file is asked about again. Without a file (no config folder: tests, the command
 * line's description of itself) the answers last as long as the process.
 */
public final class McpTrust {
    private final Path file;
    private final Set<String> remembered = new TreeSet<>();

    /** @param file where the answers are kept, or null to keep them in memory only */
    public McpTrust(Path file) {
        this.file = file;
    }

    public synchronized boolean trusted(Path workspace, McpServerConfig server) {
        return read().contains(key(workspace, server));
    }

    public synchronized void trust(Path workspace, McpServerConfig server) {
        Set<String> keys = read();
        if (file == null) {
            remembered.add(key(workspace, server));
        } else if (keys.add(key(workspace, server))) {
            ArrayNode array = Json.mapper().createArrayNode();
            keys.forEach(array::add);
            try {
                AtomicFiles.write(file, Json.object().set("trusted", array).toPrettyString() + "\n", true);
            } catch (IOException e) {
                JulLogger.of(McpTrust.class).log(System.Logger.Level.WARNING,
                        "the MCP trust file " + file + " cannot be written: " + e.getMessage());
            }
        }
    }

    private Set<String> read() {
        Set<String> keys = new TreeSet<>(remembered);
        if (file == null) {
            return keys;
        }
        try {
            JsonNode node = Json.parse(Files.readString(file, StandardCharsets.UTF_8));
            node.path("trusted").forEach(key -> keys.add(key.asText()));
        } catch (NoSuchFileException e) {
            return keys;
        } catch (IOException e) {
            JulLogger.of(McpTrust.class).log(System.Logger.Level.WARNING,
                    "the MCP trust file " + file + " cannot be read; asking again: " + e.getMessage());
        }
        return keys;
    }

    static String key(Path workspace, McpServerConfig server) {
        String what = workspace.toAbsolutePath().normalize() + "\n" + server.name() + "\n" + server.command() + "\n"
                + server.args() + "\n" + new java.util.TreeMap<>(server.env()) + "\n" + server.url();
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(what.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
