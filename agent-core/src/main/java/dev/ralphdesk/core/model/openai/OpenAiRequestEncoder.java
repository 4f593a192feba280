package dev.ralphdesk.core.model.openai;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.ToolSpec;
import java.util.List;
import java.util.Set;

/** Builds a streaming Chat Completions request body. */
final class OpenAiRequestEncoder {
    private final String model;
    private final OpenAiDialect dialect;

    OpenAiRequestEncoder(String model, OpenAiDialect dialect) {
        this.model = model;
        this.dialect = dialect;
    }

    byte[] encode(ModelRequest request) {
        ObjectNode body = Json.object();
        body.put("model", model);
        body.set("messages", messages(request));
        body.put("stream", true);
        body.putObject("stream_options").put("include_usage", true);
        body.put(dialect.maxTokensField(), request.maxOutputTokens());
        if (!request.tools().isEmpty()) {
            ArrayNode tools = body.putArray("tools");
            for (ToolSpec spec : request.tools()) {
                ObjectNode function = tools.addObject().put("type", "function").putObject("function");
                function.put("name", spec.name());
                function.put("description", spec.description());
                function.set("parameters", spec.parameters());
            }
        }
        return Json.writeUtf8(body);
    }

    private ArrayNode messages(ModelRequest request) {
        ArrayNode out = Json.mapper().createArrayNode();
        if (!request.systemPrompt().isBlank()) {
            out.addObject().put("role", "system").put("content", request.systemPrompt());
        }
        List<ChatMessage> messages = request.messages();
        Set<Integer> withReasoning = dialect.echoReasoning() ? ReasoningReplay.carried(messages) : Set.of();
        boolean fillMissing = dialect.reasoningRequired() && ReasoningReplay.thinkingSeen(messages);
        for (int i = 0; i < messages.size(); i++) {
            ChatMessage message = messages.get(i);
            if (message instanceof ChatMessage.User user) {
                out.addObject().put("role", "user").put("content", user.text());
            } else if (message instanceof ChatMessage.Assistant assistant) {
                assistant(out.addObject(), assistant, withReasoning.contains(i), fillMissing);
            } else if (message instanceof ChatMessage.ToolResult result) {
                out.addObject().put("role", "tool").put("tool_call_id", result.callId()).put("content",
                        result.content());
            } else {
                throw new IllegalArgumentException("unexpected message type " + message.getClass().getName());
            }
        }
        return out;
    }

    /**
     * @param fillMissing send an empty {@code reasoning_content} where none was recorded (the
     *     conversation uses thinking mode, and DeepSeek rejects tool turns without the field)
     */
    private static void assistant(ObjectNode node, ChatMessage.Assistant assistant, boolean withReasoning,
            boolean fillMissing) {
        node.put("role", "assistant");
        if (assistant.toolCalls().isEmpty() || !assistant.text().isEmpty()) {
            node.put("content", assistant.text());
        } else {
            node.putNull("content");
        }
        String reasoning = assistant.reasoning();
        if (withReasoning && (reasoning != null && !reasoning.isEmpty() || fillMissing)) {
            node.put("reasoning_content", reasoning == null ? "" : reasoning);
        }
        if (!assistant.toolCalls().isEmpty()) {
            ArrayNode calls = node.putArray("tool_calls");
            for (ToolCall call : assistant.toolCalls()) {
                ObjectNode entry = calls.addObject().put("id", call.id()).put("type", "function");
                entry.putObject("function").put("name", call.name())
                        .put("arguments", call.arguments().isBlank() ? "{}" : call.arguments());
            }
        }
    }
}
