package dev.ralphdesk.app.ui.transcript;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Phrases;
import dev.ralphdesk.core.json.Json;
import java.util.stream.Stream;

/**
 * What a tool call does, in the words a person reads it in: {@code $ sh greet.sh Ada} for a call that
 * names a command (the shell); for the workspace's file tools {@code write_file greet.sh · 12 lines},
 * {@code edit_file notes.md}, {@code read_file a/b.md}, {@code list_files .}, {@code search_files "TODO"
 * src *.java}; any other tool (an MCP server's), or arguments a file tool would refuse, as its name and
 * its compact JSON. One line, cut with an ellipsis; built from the call's logged name and arguments
 * only, so a card reads the same live and reopened. Pure.
 */
final class ToolSummaries {
    private ToolSummaries() {
    }

    /** Longer lines are cut with an ellipsis (the card's body shows the arguments whole, wrapped). */
    static final int MAX = 96;

    static Message of(String tool, String arguments) {
        JsonNode args = object(arguments);
        String command = args == null ? null : command(args);
        if (command != null) {
            return line("$", command);
        }
        Message summary = args == null ? null : fileTool(tool, args);
        return summary != null ? summary : Message.verbatim(tool + "  " + abbreviate(arguments));
    }

    /** The {@code command} string of a call's JSON arguments, or null. */
    static String command(String arguments) {
        JsonNode args = object(arguments);
        return args == null ? null : command(args);
    }

    static String abbreviate(String text) {
        String flat = text.replaceAll("\\s+", " ").strip();
        return flat.length() <= MAX ? flat : flat.substring(0, MAX - 1) + "…";
    }

    private static String command(JsonNode args) {
        JsonNode node = args.get("command");
        return node != null && node.isTextual() ? node.asText() : null;
    }

    private static Message fileTool(String tool, JsonNode args) {
        switch (tool) {
            case "write_file": {
                String path = text(args, "path", null);
                String content = text(args, "content", null);
                return path == null || content == null ? null
                        : Phrases.joined(line(tool, path), Message.of("transcript.tool.lines", lines(content)));
            }
            case "edit_file":
            case "read_file": {
                String path = text(args, "path", null);
                return path == null ? null : line(tool, path);
            }
            case "list_files": {
                String path = text(args, "path", ".");
                return path == null ? null : line(tool, path);
            }
            case "search_files": {
                String pattern = text(args, "pattern", null);
                String path = text(args, "path", "");
                String glob = text(args, "glob", "");
                if (pattern == null || path == null || glob == null) {
                    return null;
                }
                return line(Stream.of(tool, "\"" + pattern + "\"", path, glob).filter(word -> !word.isEmpty())
                        .toArray(String[]::new));
            }
            default:
                return null;
        }
    }

    /** The lines of a text as an editor counts them: a last line without its newline counts too. */
    static int lines(String content) {
        int breaks = (int) content.chars().filter(c -> c == '\n').count();
        return content.isEmpty() || content.endsWith("\n") ? breaks : breaks + 1;
    }

    private static Message line(String... words) {
        return Message.verbatim(abbreviate(String.join(" ", words)));
    }

    /** The arguments as a JSON object, or null when they are not one. */
    private static JsonNode object(String arguments) {
        if (!arguments.strip().startsWith("{")) {
            return null;
        }
        try {
            JsonNode node = Json.parse(arguments);
            return node != null && node.isObject() ? node : null;
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    /**
     * A string argument; {@code absent} when it is missing (or null), and null — no summary — when it is
     * there but not a string.
     */
    private static String text(JsonNode args, String name, String absent) {
        JsonNode node = args.get(name);
        if (node == null || node.isNull()) {
            return absent;
        }
        return node.isTextual() ? node.asText() : null;
    }
}
