package dev.ralphdesk.core.model.anthropic;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;

/** Messages API stream events exactly as Anthropic sends them. */
final class AnthropicWire {
    static final String PING = event("ping", Json.object().put("type", "ping"));
    static final String STOP = event("message_stop", Json.object().put("type", "message_stop"));

    private AnthropicWire() {
    }

    static String start(long input, long cacheRead) {
        ObjectNode message = Json.object().put("id", "msg_01").put("type", "message").put("role", "assistant")
                .put("model", "claude-sonnet-4-5");
        message.putArray("content");
        message.putNull("stop_reason");
        message.putNull("stop_sequence");
        message.putObject("usage").put("input_tokens", input).put("cache_creation_input_tokens", 0)
                .put("cache_read_input_tokens", cacheRead).put("output_tokens", 1);
        ObjectNode root = Json.object().put("type", "message_start");
        root.set("message", message);
        return event("message_start", root);
    }

    static String textStart(int index) {
        ObjectNode root = Json.object().put("type", "content_block_start").put("index", index);
        root.putObject("content_block").put("type", "text").put("text", "");
        return event("content_block_start", root);
    }

    static String thinkingStart(int index) {
        ObjectNode root = Json.object().put("type", "content_block_start").put("index", index);
        root.putObject("content_block").put("type", "thinking").put("thinking", "");
        return event("content_block_start", root);
    }

    static String toolStart(int index, String id, String name) {
        ObjectNode root = Json.object().put("type", "content_block_start").put("index", index);
        root.putObject("content_block").put("type", "tool_use").put("id", id).put("name", name).putObject("input");
        return event("content_block_start", root);
    }

    static String text(int index, String text) {
        return delta(index, Json.object().put("type", "text_delta").put("text", text));
    }

    static String thinking(int index, String text) {
        return delta(index, Json.object().put("type", "thinking_delta").put("thinking", text));
    }

    static String json(int index, String partial) {
        return delta(index, Json.object().put("type", "input_json_delta").put("partial_json", partial));
    }

    static String blockStop(int index) {
        return event("content_block_stop", Json.object().put("type", "content_block_stop").put("index", index));
    }

    static String messageDelta(String stopReason, long output) {
        ObjectNode root = Json.object().put("type", "message_delta");
        root.putObject("delta").put("stop_reason", stopReason).putNull("stop_sequence");
        root.putObject("usage").put("output_tokens", output);
        return event("message_delta", root);
    }

    static String error(String type, String message) {
        ObjectNode root = Json.object().put("type", "error");
        root.putObject("error").put("type", type).put("message", message);
        return event("error", root);
    }

    private static String delta(int index, ObjectNode delta) {
        ObjectNode root = Json.object().put("type", "content_block_delta").put("index", index);
        root.set("delta", delta);
        return event("content_block_delta", root);
    }

    private static String event(String name, ObjectNode data) {
        return "event: " + name + "\ndata: " + Json.write(data) + "\n\n";
    }
}
