package dev.ralphdesk.core.model.openai;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;

/** Chat Completions stream chunks exactly as OpenAI-compatible servers send them. */
final class OpenAiWire {
    static final String DONE = "data: [DONE]\n\n";

    private OpenAiWire() {
    }

    static String role() {
        ObjectNode delta = Json.object().put("role", "assistant").put("content", "");
        return chunk(delta, null);
    }

    static String text(String text) {
        return chunk(Json.object().put("content", text), null);
    }

    /** DeepSeek's reasoner: reasoning with a null content. */
    static String reasoning(String text) {
        ObjectNode delta = Json.object().put("reasoning_content", text);
        delta.putNull("content");
        return chunk(delta, null);
    }

    static String toolStart(int index, String id, String name) {
        ObjectNode delta = Json.object();
        ObjectNode call = delta.putArray("tool_calls").addObject().put("index", index).put("id", id)
                .put("type", "function");
        call.putObject("function").put("name", name).put("arguments", "");
        return chunk(delta, null);
    }

    static String toolArgs(int index, String fragment) {
        ObjectNode delta = Json.object();
        delta.putArray("tool_calls").addObject().put("index", index).putObject("function").put("arguments", fragment);
        return chunk(delta, null);
    }

    static String finish(String reason) {
        return chunk(Json.object(), reason);
    }

    /** The usage chunk that {@code stream_options.include_usage} adds: no choices. */
    static String usage(long prompt, long completion, long cached) {
        ObjectNode root = base();
        root.putArray("choices");
        ObjectNode usage = root.putObject("usage").put("prompt_tokens", prompt).put("completion_tokens", completion)
                .put("total_tokens", prompt + completion);
        usage.putObject("prompt_tokens_details").put("cached_tokens", cached);
        return "data: " + Json.write(root) + "\n\n";
    }

    private static String chunk(ObjectNode delta, String finishReason) {
        ObjectNode root = base();
        ObjectNode choice = root.putArray("choices").addObject().put("index", 0);
        choice.set("delta", delta);
        choice.putNull("logprobs");
        if (finishReason == null) {
            choice.putNull("finish_reason");
        } else {
            choice.put("finish_reason", finishReason);
        }
        root.putNull("usage");
        return "data: " + Json.write(root) + "\n\n";
    }

    private static ObjectNode base() {
        return Json.object().put("id", "chatcmpl-7x").put("object", "chat.completion.chunk").put("created", 1767225600)
                .put("model", "test-model").put("system_fingerprint", "fp_test").put("obfuscation", "q1");
    }
}
