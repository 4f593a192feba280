package dev.ralphdesk.core.tool;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ToolCall;

/**
 * Calls a tool for a model tool call. Every failure — unknown tool, arguments that are not a JSON
 * object, missing required fields, a refusal, an unexpected exception or an {@link Error} such as a
 * stack overflow or running out of memory — becomes an error result the model can read. Only
 * cancellation propagates.
 */
public final class ToolInvoker {

    public ToolResult invoke(ToolSet tools, ToolCall call, ToolContext context) {
        Tool tool = tools.find(call.name()).orElse(null);
        if (tool == null) {
            return ToolResult.error("Unknown tool '" + call.name() + "'. Available tools: "
                    + String.join(", ", tools.names()) + ".");
        }
        JsonNode arguments;
        try {
            arguments = parseArguments(call.arguments());
        } catch (ToolException e) {
            return ToolResult.error(e.getMessage());
        }
        String missing = missingRequired(tool, arguments);
        if (missing != null) {
            return ToolResult.error("Missing required argument '" + missing + "' for tool " + tool.name()
                    + ". Expected arguments: " + tool.parameters().path("properties").toString());
        }
        try {
            return tool.call(arguments, context);
        } catch (CancelledException e) {
            throw e;
        } catch (ToolException e) {
            return ToolResult.error(e.getMessage());
        } catch (RuntimeException e) {
            return ToolResult.error("Tool " + tool.name() + " failed: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        } catch (Error e) {
            // a broken tool (deep recursion, a huge allocation) must not take the agent's worker down with it
            return ToolResult.error("error: internal: the tool " + tool.name() + " failed (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + "). Nothing else was affected; try another "
                    + "way.");
        }
    }

    static JsonNode parseArguments(String raw) {
        if (raw == null || raw.isBlank()) {
            return Json.object();
        }
        JsonNode node;
        try {
            node = Json.parse(raw);
        } catch (JsonProcessingException e) {
            throw new ToolException("The tool arguments are not valid JSON (" + e.getOriginalMessage()
                    + "). Send a JSON object.");
        }
        if (node == null || !node.isObject()) {
            throw new ToolException("The tool arguments must be a JSON object, got: " + abbreviate(raw));
        }
        return node;
    }

    private static String missingRequired(Tool tool, JsonNode arguments) {
        for (JsonNode required : tool.parameters().path("required")) {
            JsonNode value = arguments.get(required.asText());
            if (value == null || value.isNull()) {
                return required.asText();
            }
        }
        return null;
    }

    private static String abbreviate(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "…";
    }
}
