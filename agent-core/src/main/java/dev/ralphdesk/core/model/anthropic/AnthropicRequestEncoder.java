package dev.ralphdesk.core.model.anthropic;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.json.JsonBytes;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.ToolSpec;

/**
 * Builds a streaming Messages request: the system prompt in its own field, {@code tool_use} blocks
 * in assistant messages, {@code tool_result} blocks in user messages. Consecutive messages of one
 * role are merged into one (so the results of several tool calls travel together, ahead of any text
 * that follows them), and empty text blocks, which the API rejects, are left out. Written by
 * {@link JsonBytes}, the bytes the mapper writes of the same tree: a first request made no mapper for it
 * (~70 ms of CPU in a cold JVM).
 */
final class AnthropicRequestEncoder {
    private final String model;

    AnthropicRequestEncoder(String model) {
        this.model = model;
    }

    byte[] encode(ModelRequest request) {
        ObjectNode body = Json.object();
        body.put("model", model);
        body.put("max_tokens", request.maxOutputTokens());
        body.put("stream", true);
        if (!request.systemPrompt().isBlank()) {
            body.put("system", request.systemPrompt());
        }
        body.set("messages", messages(request));
        if (!request.tools().isEmpty()) {
            ArrayNode tools = body.putArray("tools");
            for (ToolSpec spec : request.tools()) {
                tools.addObject().put("name", spec.name()).put("description", spec.description())
                        .set("input_schema", spec.parameters());
            }
        }
        return new JsonBytes(4096).node(body).toByteArray(); // the mapper's bytes, without the mapper
    }

    private static ArrayNode messages(ModelRequest request) {
        ArrayNode out = Json.array();
        String role = null;
        ArrayNode blocks = null;
        for (ChatMessage message : request.messages()) {
            String next = message instanceof ChatMessage.Assistant ? "assistant" : "user";
            if (!next.equals(role)) {
                blocks = Json.array();
                role = next;
                out.addObject().put("role", role).set("content", blocks);
            }
            addBlocks(blocks, message);
        }
        ArrayNode kept = Json.array();
        for (JsonNode entry : out) {
            if (entry.path("content").size() > 0) {
                kept.add(entry);
            }
        }
        return kept;
    }

    private static void addBlocks(ArrayNode blocks, ChatMessage message) {
        if (message instanceof ChatMessage.User user) {
            text(blocks, user.text());
        } else if (message instanceof ChatMessage.Assistant assistant) {
            text(blocks, assistant.text());
            for (ToolCall call : assistant.toolCalls()) {
                blocks.addObject().put("type", "tool_use").put("id", toolUseId(call.id())).put("name", call.name())
                        .set("input", input(call.arguments()));
            }
        } else if (message instanceof ChatMessage.ToolResult result) {
            ObjectNode block = blocks.addObject().put("type", "tool_result")
                    .put("tool_use_id", toolUseId(result.callId())).put("content", result.content());
            if (result.error()) {
                block.put("is_error", true);
            }
        } else {
            throw new IllegalArgumentException("unexpected message type " + message.getClass().getName());
        }
    }

    private static void text(ArrayNode blocks, String text) {
        if (!text.isBlank()) {
            blocks.addObject().put("type", "text").put("text", text);
        }
    }

    /** The arguments as the JSON object the API requires; text that is not one is wrapped, not lost. */
    static JsonNode input(String arguments) {
        if (arguments.isBlank()) {
            return Json.object();
        }
        try {
            JsonNode node = Json.parse(arguments);
            if (node != null && node.isObject()) {
                return node;
            }
        } catch (JsonProcessingException e) {
            // wrapped below
        }
        return Json.object().put("invalid_arguments", arguments);
    }

    /** Tool-use ids must match {@code [a-zA-Z0-9_-]+}; ids from other providers are made to. */
    static String toolUseId(String id) {
        String cleaned = id.replaceAll("[^a-zA-Z0-9_-]", "_");
        return cleaned.isEmpty() ? "toolu_missing" : cleaned;
    }
}
