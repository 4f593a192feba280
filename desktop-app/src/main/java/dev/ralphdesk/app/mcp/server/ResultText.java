package dev.ralphdesk.app.mcp.server;

import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.CapturedOutput;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.List;

/**
 * A tool call's result as text: text content as it is, other content summarised in one line (an
 * image, audio, a resource), structured content as JSON when there is nothing else; capped like a
 * shell command's output (its first and last 5,000 characters reach the model).
 */
final class ResultText {
    private ResultText() {
    }

    static String of(McpSchema.CallToolResult result) {
        List<String> parts = new ArrayList<>();
        for (McpSchema.Content content : result.content() == null ? List.<McpSchema.Content>of() : result.content()) {
            parts.add(part(content));
        }
        if (parts.isEmpty() && result.structuredContent() != null) {
            parts.add(Json.write(result.structuredContent()));
        }
        return parts.isEmpty() ? "(no content)" : String.join("\n", parts);
    }

    static String capped(String text) {
        return new CapturedOutput(text, text, text.length()).capped(BashCommandRunner.INLINE_HEAD_CHARS,
                BashCommandRunner.INLINE_TAIL_CHARS);
    }

    private static String part(McpSchema.Content content) {
        if (content instanceof McpSchema.TextContent text) {
            return text.text();
        }
        if (content instanceof McpSchema.ImageContent image) {
            return "[image: " + image.mimeType() + ", " + base64Bytes(image.data()) + " bytes, not shown]";
        }
        if (content instanceof McpSchema.AudioContent audio) {
            return "[audio: " + audio.mimeType() + ", " + base64Bytes(audio.data()) + " bytes, not shown]";
        }
        if (content instanceof McpSchema.EmbeddedResource embedded) {
            McpSchema.ResourceContents resource = embedded.resource();
            if (resource instanceof McpSchema.TextResourceContents text) {
                return "[resource " + text.uri() + "]\n" + text.text();
            }
            return "[resource " + resource.uri() + " (" + resource.mimeType() + "), binary, not shown]";
        }
        if (content instanceof McpSchema.ResourceLink link) {
            return "[resource link: " + link.uri() + "]";
        }
        return "[" + content.type() + " content, not shown]";
    }

    private static long base64Bytes(String data) {
        return data == null ? 0 : data.length() * 3L / 4;
    }
}
