package dev.ralphdesk.core.model.anthropic;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.StopReason;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.model.http.AttemptFailure;
import dev.ralphdesk.core.model.http.ChunkParser;
import dev.ralphdesk.core.model.http.ErrorClassifier;
import dev.ralphdesk.core.model.http.ServerError;
import dev.ralphdesk.core.model.http.SseEvent;
import dev.ralphdesk.core.model.http.StreamDecoder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Decodes Messages stream events: {@code message_start} (input usage), {@code content_block_start /
 * delta / stop} (text, {@code tool_use} with {@code input_json_delta} fragments, thinking),
 * {@code message_delta} (stop reason, output usage), {@code message_stop}, {@code ping} and
 * {@code error}. Unknown events are ignored, as Anthropic's versioning policy asks.
 */
final class AnthropicStreamDecoder implements StreamDecoder {
    private final ModelStreamListener listener;
    private final ErrorClassifier errors;
    private final ChunkParser parser;
    private final String label;
    private final StringBuilder text = new StringBuilder();
    private final StringBuilder reasoning = new StringBuilder();
    private final Map<Integer, ToolUse> tools = new TreeMap<>();
    private String stopReason;
    private long inputTokens;
    private long cacheRead;
    private long cacheWrite;
    private long outputTokens;

    AnthropicStreamDecoder(ModelStreamListener listener, ErrorClassifier errors, ChunkParser parser, String label) {
        this.listener = listener;
        this.errors = errors;
        this.parser = parser;
        this.label = label;
    }

    @Override
    public boolean accept(SseEvent event) throws AttemptFailure {
        JsonNode json = parser.parse(event.data());
        if (json == null) {
            return false;
        }
        String type = json.path("type").asText(event.event() == null ? "" : event.event());
        switch (type) {
            case "message_start":
                usage(json.path("message").path("usage"));
                return false;
            case "content_block_start":
                blockStart(json.path("index").asInt(), json.path("content_block"));
                return false;
            case "content_block_delta":
                delta(json.path("index").asInt(), json.path("delta"));
                return false;
            case "message_delta":
                JsonNode reason = json.path("delta").path("stop_reason");
                if (reason.isTextual()) {
                    stopReason = reason.asText();
                }
                usage(json.path("usage"));
                return false;
            case "message_stop":
                return true;
            case "error":
                throw errors.forStreamError(ServerError.fromJson(json));
            default:
                return false;
        }
    }

    private void blockStart(int index, JsonNode block) {
        String type = block.path("type").asText();
        if (type.equals("text")) {
            text(block.path("text").asText(""));
        } else if (type.equals("thinking")) {
            thinking(block.path("thinking").asText(""));
        } else if (type.equals("tool_use")) {
            ToolUse tool = new ToolUse(block.path("id").asText(""), block.path("name").asText(""));
            JsonNode input = block.path("input");
            if (input.isObject() && input.size() > 0) {
                tool.initialInput = input.toString();
            }
            tools.put(index, tool);
        }
    }

    private void delta(int index, JsonNode delta) {
        String type = delta.path("type").asText();
        if (type.equals("text_delta")) {
            text(delta.path("text").asText(""));
        } else if (type.equals("thinking_delta")) {
            thinking(delta.path("thinking").asText(""));
        } else if (type.equals("input_json_delta")) {
            ToolUse tool = tools.get(index);
            if (tool != null) {
                tool.json.append(delta.path("partial_json").asText(""));
            }
        }
    }

    private void text(String delta) {
        if (!delta.isEmpty()) {
            text.append(delta);
            listener.onTextDelta(delta);
        }
    }

    private void thinking(String delta) {
        if (!delta.isEmpty()) {
            reasoning.append(delta);
            listener.onReasoningDelta(delta);
        }
    }

    private void usage(JsonNode node) {
        if (node.has("input_tokens")) {
            inputTokens = count(node.path("input_tokens"));
        }
        if (node.has("cache_read_input_tokens")) {
            cacheRead = count(node.path("cache_read_input_tokens"));
        }
        if (node.has("cache_creation_input_tokens")) {
            cacheWrite = count(node.path("cache_creation_input_tokens"));
        }
        if (node.has("output_tokens")) {
            outputTokens = count(node.path("output_tokens"));
        }
    }

    @Override
    public ModelResponse finish() throws AttemptFailure {
        if (stopReason == null) {
            throw AttemptFailure.of(ModelErrorKind.NETWORK, "The stream from " + label
                    + " ended before the model finished (no stop reason, no message_stop).", true);
        }
        List<ToolCall> calls = new ArrayList<>();
        for (ToolUse tool : tools.values()) {
            calls.add(tool.toCall());
        }
        StopReason stop = stopReason(stopReason);
        if (!calls.isEmpty() && stop == StopReason.END_TURN) {
            stop = StopReason.TOOL_CALLS;
        } else if (calls.isEmpty() && stop == StopReason.TOOL_CALLS) {
            stop = StopReason.END_TURN;
        }
        Usage usage = new Usage(inputTokens + cacheRead + cacheWrite, outputTokens, cacheRead);
        return new ModelResponse(text.toString(), reasoning.length() == 0 ? null : reasoning.toString(), calls,
                stop, usage);
    }

    static StopReason stopReason(String reason) {
        switch (reason) {
            case "tool_use":
                return StopReason.TOOL_CALLS;
            case "max_tokens":
            case "model_context_window_exceeded":
                return StopReason.MAX_TOKENS;
            case "refusal":
                return StopReason.REFUSED;
            default:
                return StopReason.END_TURN;
        }
    }

    private static long count(JsonNode node) {
        return node.canConvertToLong() ? Math.max(0, node.asLong()) : 0;
    }

    private static final class ToolUse {
        final String id;
        final String name;
        final StringBuilder json = new StringBuilder();
        String initialInput = "";

        ToolUse(String id, String name) {
            this.id = id;
            this.name = name;
        }

        ToolCall toCall() {
            String arguments = json.length() > 0 ? json.toString() : initialInput;
            return new ToolCall(id, name, arguments.isBlank() ? "{}" : arguments);
        }
    }
}
