package dev.ralphdesk.core.model.openai;

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
import java.util.List;

/**
 * Decodes Chat Completions chunks: text and reasoning deltas ({@code reasoning_content} as DeepSeek,
 * vLLM and llama.cpp send it, {@code reasoning} as OpenRouter and Ollama do), tool-call fragments,
 * the finish reason, the usage chunk and {@code [DONE]}. A stream that ends without {@code [DONE]}
 * is complete when a finish reason arrived.
 */
final class OpenAiStreamDecoder implements StreamDecoder {
    private final ModelStreamListener listener;
    private final ErrorClassifier errors;
    private final ChunkParser parser;
    private final String label;
    private final StringBuilder text = new StringBuilder();
    private final StringBuilder reasoning = new StringBuilder();
    private final ToolCallAssembler toolCalls;
    private String finishReason;
    private Usage usage = Usage.ZERO;

    OpenAiStreamDecoder(ModelStreamListener listener, ErrorClassifier errors, ChunkParser parser, String label,
            String callIdPrefix) {
        this.listener = listener;
        this.errors = errors;
        this.parser = parser;
        this.label = label;
        this.toolCalls = new ToolCallAssembler(callIdPrefix);
    }

    @Override
    public boolean accept(SseEvent event) throws AttemptFailure {
        String data = event.data().strip();
        if (data.equals("[DONE]")) {
            return true;
        }
        if (data.isEmpty()) {
            return false;
        }
        JsonNode chunk = parser.parse(data);
        if (chunk == null) {
            return false;
        }
        if (chunk.hasNonNull("error")) {
            throw errors.forStreamError(ServerError.fromJson(chunk));
        }
        JsonNode usageNode = chunk.path("usage");
        if (usageNode.isObject()) {
            usage = usage(usageNode);
        }
        JsonNode choices = chunk.path("choices");
        if (choices.isArray() && choices.size() > 0) {
            choice(choices.get(0));
        }
        return false;
    }

    private void choice(JsonNode choice) {
        JsonNode delta = choice.path("delta");
        String thought = firstText(delta.path("reasoning_content"), delta.path("reasoning"));
        if (thought != null && !thought.isEmpty()) {
            reasoning.append(thought);
            listener.onReasoningDelta(thought);
        }
        JsonNode content = delta.path("content");
        if (content.isTextual() && !content.asText().isEmpty()) {
            text.append(content.asText());
            listener.onTextDelta(content.asText());
        }
        for (JsonNode fragment : delta.path("tool_calls")) {
            toolCalls.accept(fragment);
        }
        JsonNode finish = choice.path("finish_reason");
        if (finish.isTextual() && !finish.asText().isEmpty()) {
            finishReason = finish.asText();
        }
    }

    @Override
    public ModelResponse finish() throws AttemptFailure {
        if (finishReason == null) {
            throw AttemptFailure.of(ModelErrorKind.NETWORK, "The stream from " + label
                    + " ended before the model finished (no finish reason, no [DONE]).", true);
        }
        if (finishReason.equals("error") || finishReason.equals("insufficient_system_resource")) {
            throw AttemptFailure.of(ModelErrorKind.SERVER, label + " stopped the answer early (finish reason "
                    + finishReason + ").", true);
        }
        List<ToolCall> calls = toolCalls.calls();
        StopReason stop = stopReason(finishReason);
        if (!calls.isEmpty() && stop == StopReason.END_TURN) {
            stop = StopReason.TOOL_CALLS;
        } else if (calls.isEmpty() && stop == StopReason.TOOL_CALLS) {
            stop = StopReason.END_TURN;
        }
        return new ModelResponse(text.toString(), reasoning.length() == 0 ? null : reasoning.toString(), calls,
                stop, usage);
    }

    static StopReason stopReason(String finishReason) {
        switch (finishReason) {
            case "tool_calls":
            case "function_call":
                return StopReason.TOOL_CALLS;
            case "length":
                return StopReason.MAX_TOKENS;
            case "content_filter":
                return StopReason.REFUSED;
            default:
                return StopReason.END_TURN;
        }
    }

    private static Usage usage(JsonNode node) {
        long cached = Math.max(count(node.path("prompt_tokens_details").path("cached_tokens")),
                count(node.path("prompt_cache_hit_tokens")));
        return new Usage(count(node.path("prompt_tokens")), count(node.path("completion_tokens")), cached);
    }

    private static long count(JsonNode node) {
        return node.canConvertToLong() ? Math.max(0, node.asLong()) : 0;
    }

    private static String firstText(JsonNode first, JsonNode second) {
        if (first.isTextual() && !first.asText().isEmpty()) {
            return first.asText();
        }
        return second.isTextual() ? second.asText() : null;
    }
}
