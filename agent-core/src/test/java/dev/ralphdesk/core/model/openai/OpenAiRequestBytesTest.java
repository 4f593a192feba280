package dev.ralphdesk.core.model.openai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.json.MixedText;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.ToolSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The request body is byte for byte what it was when the encoder built Jackson's tree and the mapper
 * wrote it ({@link #asTree}, the encoder before), for random histories in every dialect.
 */
class OpenAiRequestBytesTest {
    private static final List<OpenAiDialect> DIALECTS = List.of(OpenAiDialect.standard(), OpenAiDialect.deepSeek(),
            OpenAiDialect.openAi(), new OpenAiDialect("max_tokens", true, true));

    @Test
    void randomHistoriesAreEncodedAsTheMapperWroteTheirTree() {
        Random random = new Random(14);
        for (int i = 0; i < 400; i++) {
            ModelRequest request = request(random);
            String model = "model-" + MixedText.of(random, 3);
            for (OpenAiDialect dialect : DIALECTS) {
                assertArrayEquals(asTree(request, model, dialect), new OpenAiRequestEncoder(model, dialect).encode(request),
                        "request " + i + " in " + dialect);
            }
        }
    }

    @Test
    void oneEncoderWritesEachOfManyRequestsAsTheMapperWroteItsTree() {
        Random random = new Random(18);
        for (OpenAiDialect dialect : DIALECTS) {
            OpenAiRequestEncoder encoder = new OpenAiRequestEncoder("model", dialect);
            ModelRequest previous = request(random);
            for (int i = 0; i < 200; i++) {
                ModelRequest next = request(random);
                // a step of the same turn half the time: the previous prompt and tools again
                ModelRequest request = random.nextBoolean() ? next : new ModelRequest(
                        random.nextBoolean() ? previous.systemPrompt() : next.systemPrompt(), next.messages(),
                        random.nextBoolean() ? previous.tools() : next.tools(), next.maxOutputTokens());
                assertArrayEquals(asTree(request, "model", dialect), encoder.encode(request),
                        "request " + i + " in " + dialect);
                previous = request;
            }
        }
    }

    private static ModelRequest request(Random random) {
        List<ChatMessage> messages = new ArrayList<>();
        int count = random.nextInt(12);
        for (int m = 0; m < count; m++) {
            int kind = random.nextInt(3);
            if (kind == 0) {
                messages.add(new ChatMessage.User(text(random)));
            } else if (kind == 1) {
                List<ToolCall> calls = new ArrayList<>();
                for (int c = random.nextInt(3); c > 0; c--) {
                    String arguments = random.nextInt(4) == 0 ? " " : "{\"command\":\"" + text(random) + "\"}";
                    calls.add(new ToolCall("call_" + text(random), random.nextBoolean() ? "shell" : text(random),
                            arguments));
                }
                int reasoning = random.nextInt(3);
                messages.add(new ChatMessage.Assistant(random.nextInt(3) == 0 ? "" : text(random),
                        reasoning == 0 ? null : reasoning == 1 ? "" : text(random), calls));
            } else {
                messages.add(new ChatMessage.ToolResult("call_" + text(random), "shell", text(random),
                        random.nextBoolean()));
            }
        }
        List<ToolSpec> tools = random.nextBoolean() ? List.of() : List.of(OpenAiSetup.echoTool(),
                new ToolSpec("second", text(random), OpenAiSetup.echoTool().parameters()));
        String system = random.nextInt(4) == 0 ? " " : text(random);
        return new ModelRequest(system, messages, tools, 1 + random.nextInt(100_000));
    }

    private static String text(Random random) {
        return MixedText.of(random, random.nextInt(random.nextInt(8) == 0 ? 2_000 : 40));
    }

    /** The encoder before: Jackson's tree of the request, written by the mapper. */
    private static byte[] asTree(ModelRequest request, String model, OpenAiDialect dialect) {
        ObjectNode body = Json.object();
        body.put("model", model);
        ArrayNode out = body.putArray("messages");
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
                ObjectNode node = out.addObject().put("role", "assistant");
                if (assistant.toolCalls().isEmpty() || !assistant.text().isEmpty()) {
                    node.put("content", assistant.text());
                } else {
                    node.putNull("content");
                }
                String reasoning = assistant.reasoning();
                if (withReasoning.contains(i) && (reasoning != null && !reasoning.isEmpty() || fillMissing)) {
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
            } else if (message instanceof ChatMessage.ToolResult result) {
                out.addObject().put("role", "tool").put("tool_call_id", result.callId()).put("content",
                        result.content());
            }
        }
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
}
