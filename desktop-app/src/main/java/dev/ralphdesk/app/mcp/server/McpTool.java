package dev.ralphdesk.app.mcp.server;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.approval.Verdict;
import dev.ralphdesk.core.effect.ToolEffect;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.Map;

/**
 * One tool of an MCP server as the model sees it: {@code server__tool}, the server's description and
 * JSON schema. Every call is an effect the approval policy rules on (the generic kind), naming the
 * server, the tool and the arguments; a server that is down answers with an error result (after one
 * restart attempt), never a crash.
 */
public final class McpTool implements Tool {
    private final String name;
    private final McpSchema.Tool tool;
    private final McpConnection server;
    private final ObjectNode parameters;

    public McpTool(String name, McpSchema.Tool tool, McpConnection server) {
        this.name = name;
        this.tool = tool;
        this.server = server;
        JsonNode schema = tool.inputSchema() == null ? null : Json.mapper().valueToTree(tool.inputSchema());
        ObjectNode object = schema instanceof ObjectNode node ? node.deepCopy() : Json.object();
        if (!object.has("type")) {
            object.put("type", "object");
        }
        this.parameters = object;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        String text = tool.description() == null || tool.description().isBlank() ? tool.name() : tool.description();
        return text + " (tool " + tool.name() + " of the MCP server " + server.config().name() + ")";
    }

    @Override
    public ObjectNode parameters() {
        return parameters;
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        String args = Json.write(arguments);
        Verdict verdict = context.approve(new ToolEffect(name, args.length() <= 300 ? args : args.substring(0, 300)
                + "…", "MCP server " + server.config().name() + " (" + server.config().origin().file() + ": "
                + server.config().describe() + ")\ntool " + tool.name() + "\narguments: " + pretty(arguments)));
        if (!verdict.allowed()) {
            return ToolResult.error(verdict.refusal());
        }
        if (!server.ensureStarted(context.cancel())) {
            return ToolResult.error("The MCP server " + server.config().name() + " is not available ("
                    + server.state().describe() + "); its tool " + tool.name() + " was not called.");
        }
        McpSchema.CallToolResult result;
        try {
            result = server.call(tool.name(), Json.mapper().convertValue(arguments,
                    new TypeReference<Map<String, Object>>() { }), context.cancel());
        } catch (ServerFailure e) {
            return ToolResult.error("The MCP server " + server.config().name() + " failed: " + e.getMessage());
        }
        String text = ResultText.of(result);
        String shown = ResultText.capped(text);
        boolean error = Boolean.TRUE.equals(result.isError());
        return new ToolResult(shown, error, null, shown.length() < text.length() ? text : null, text.length(), false);
    }

    private static String pretty(JsonNode arguments) {
        try {
            return Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(arguments);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return arguments.toString();
        }
    }
}
