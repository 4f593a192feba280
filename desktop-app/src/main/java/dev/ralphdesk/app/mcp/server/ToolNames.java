package dev.ralphdesk.app.mcp.server;

import java.util.Locale;
import java.util.Set;

/**
 * The name the model sees for a server's tool: {@code server__tool}, with anything the providers do not
 * accept in a tool name ({@code [A-Za-z0-9_-]}, at most 64 characters) replaced by {@code _}, cut to fit,
 * and made unique with a number when two tools would meet in one name.
 */
public final class ToolNames {
    public static final int MAX_LENGTH = 64;

    private ToolNames() {
    }

    public static String of(String server, String tool, Set<String> taken) {
        String base = clean(server) + "__" + clean(tool);
        if (base.length() > MAX_LENGTH) {
            base = base.substring(0, MAX_LENGTH);
        }
        String name = base;
        for (int n = 2; taken.contains(name.toLowerCase(Locale.ROOT)); n++) {
            String suffix = "_" + n;
            name = base.substring(0, Math.min(base.length(), MAX_LENGTH - suffix.length())) + suffix;
        }
        return name;
    }

    private static String clean(String part) {
        String cleaned = part.replaceAll("[^A-Za-z0-9_-]", "_");
        return cleaned.isEmpty() ? "_" : cleaned;
    }
}
