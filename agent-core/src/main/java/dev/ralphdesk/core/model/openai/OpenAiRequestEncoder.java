package dev.ralphdesk.core.model.openai;

import dev.ralphdesk.core.json.JsonBytes;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.ToolSpec;
import java.util.List;
import java.util.Set;

/**
 * Builds a streaming Chat Completions request body, written straight to UTF-8 ({@link JsonBytes}):
 * the bytes the mapper would write of the same fields in the same order. The system prompt and the
 * tools are the same at every step of a turn, so their bytes are kept from the last request and copied
 * while they stay: both hold text beyond Latin-1 ("…", "→"), which the JDK encodes to UTF-8 a character
 * at a time, in code that a turn's 30 requests run too seldom to be compiled (~0.15 ms a request).
 */
final class OpenAiRequestEncoder {
    private final String model;
    private final OpenAiDialect dialect;
    /** The last request's system prompt, quoted; read and replaced whole, so callers on other threads are safe. */
    private volatile Encoded<String> prompt;
    /** The last request's tools as their JSON array. */
    private volatile Encoded<List<ToolSpec>> tools;

    /** The JSON of {@code value}: kept while requests carry an equal one. */
    private record Encoded<T>(T value, byte[] json) {
    }

    OpenAiRequestEncoder(String model, OpenAiDialect dialect) {
        this.model = model;
        this.dialect = dialect;
    }

    byte[] encode(ModelRequest request) {
        JsonBytes body = new JsonBytes(capacity(request));
        body.beginObject().name("model").string(model);
        messages(body.name("messages"), request);
        body.name("stream").bool(true);
        body.name("stream_options").beginObject().name("include_usage").bool(true).endObject();
        body.name(dialect.maxTokensField()).number(request.maxOutputTokens());
        if (!request.tools().isEmpty()) {
            body.name("tools").encoded(toolsJson(request.tools()));
        }
        return body.endObject().toByteArray();
    }

    /** The tools' JSON array; the last one's bytes when the specs are the same values (as in a turn's steps). */
    private byte[] toolsJson(List<ToolSpec> specs) {
        Encoded<List<ToolSpec>> last = tools;
        if (last != null && ToolSpec.sameValues(specs, last.value())) {
            return last.json();
        }
        JsonBytes array = new JsonBytes(4096).beginArray();
        for (ToolSpec spec : specs) {
            array.beginObject().name("type").string("function").name("function").beginObject()
                    .name("name").string(spec.name()).name("description").string(spec.description())
                    .name("parameters").node(spec.parameters()).endObject().endObject();
        }
        byte[] json = array.endArray().toByteArray();
        tools = new Encoded<>(List.copyOf(specs), json);
        return json;
    }

    /** The system prompt quoted; the last one's bytes when it is the same text. */
    private byte[] promptJson(String text) {
        Encoded<String> last = prompt;
        if (last != null && last.value().equals(text)) {
            return last.json();
        }
        byte[] json = new JsonBytes(text.length() + 16).string(text).toByteArray();
        prompt = new Encoded<>(text, json);
        return json;
    }

    private void messages(JsonBytes out, ModelRequest request) {
        out.beginArray();
        if (!request.systemPrompt().isBlank()) {
            out.beginObject().name("role").string("system").name("content").encoded(promptJson(request.systemPrompt()))
                    .endObject();
        }
        List<ChatMessage> messages = request.messages();
        Set<Integer> withReasoning = dialect.echoReasoning() ? ReasoningReplay.carried(messages) : Set.of();
        boolean fillMissing = dialect.reasoningRequired() && ReasoningReplay.thinkingSeen(messages);
        for (int i = 0; i < messages.size(); i++) {
            ChatMessage message = messages.get(i);
            if (message instanceof ChatMessage.User user) {
                out.beginObject().name("role").string("user").name("content").string(user.text()).endObject();
            } else if (message instanceof ChatMessage.Assistant assistant) {
                assistant(out, assistant, withReasoning.contains(i), fillMissing);
            } else if (message instanceof ChatMessage.ToolResult result) {
                out.beginObject().name("role").string("tool").name("tool_call_id").string(result.callId())
                        .name("content").string(result.content()).endObject();
            } else {
                throw new IllegalArgumentException("unexpected message type " + message.getClass().getName());
            }
        }
        out.endArray();
    }

    /**
     * @param fillMissing send an empty {@code reasoning_content} where none was recorded (the
     *     conversation uses thinking mode, and DeepSeek rejects tool turns without the field)
     */
    private static void assistant(JsonBytes out, ChatMessage.Assistant assistant, boolean withReasoning,
            boolean fillMissing) {
        out.beginObject().name("role").string("assistant").name("content");
        if (assistant.toolCalls().isEmpty() || !assistant.text().isEmpty()) {
            out.string(assistant.text());
        } else {
            out.nullValue();
        }
        String reasoning = assistant.reasoning();
        if (withReasoning && (reasoning != null && !reasoning.isEmpty() || fillMissing)) {
            out.name("reasoning_content").string(reasoning == null ? "" : reasoning);
        }
        if (!assistant.toolCalls().isEmpty()) {
            out.name("tool_calls").beginArray();
            for (ToolCall call : assistant.toolCalls()) {
                out.beginObject().name("id").string(call.id()).name("type").string("function")
                        .name("function").beginObject().name("name").string(call.name())
                        .name("arguments").string(call.arguments().isBlank() ? "{}" : call.arguments())
                        .endObject().endObject();
            }
            out.endArray();
        }
        out.endObject();
    }

    /** The body's size when its text is ASCII with few escapes: the messages' characters and some room. */
    private static int capacity(ModelRequest request) {
        long chars = request.systemPrompt().length() + 1024L;
        for (ChatMessage message : request.messages()) {
            if (message instanceof ChatMessage.User user) {
                chars += user.text().length() + 48;
            } else if (message instanceof ChatMessage.Assistant assistant) {
                chars += assistant.text().length() + (assistant.reasoning() == null ? 0 : assistant.reasoning().length())
                        + 64;
                for (ToolCall call : assistant.toolCalls()) {
                    chars += call.id().length() + call.name().length() + call.arguments().length() + 96;
                }
            } else if (message instanceof ChatMessage.ToolResult result) {
                chars += result.callId().length() + result.content().length() + 64;
            }
        }
        return (int) Math.min(Integer.MAX_VALUE - 16, chars + chars / 16);
    }
}
