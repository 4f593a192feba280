package dev.ralphdesk.core.model.anthropic;

import static dev.ralphdesk.core.model.anthropic.AnthropicSetup.KEY;
import static dev.ralphdesk.core.model.anthropic.AnthropicSetup.provider;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.StopReason;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.ToolSpec;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import dev.ralphdesk.core.tool.Schemas;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class AnthropicProviderTest {
    private static final ToolSpec ECHO = new ToolSpec("echo", "Echoes its text.",
            Schemas.object().string("text", "what to echo", true).build());
    private static final Reply OK = Reply.sse(AnthropicWire.start(10, 0), AnthropicWire.textStart(0),
            AnthropicWire.text(0, "fine"), AnthropicWire.blockStop(0), AnthropicWire.messageDelta("end_turn", 2),
            AnthropicWire.STOP);
    private final TestRuntime runtime = new TestRuntime();
    private final WireServer server;
    private final List<String> events = new CopyOnWriteArrayList<>();
    private final ModelStreamListener listener = new ModelStreamListener() {
        @Override
        public void onTextDelta(String delta) {
            events.add("text:" + delta);
        }

        @Override
        public void onReasoningDelta(String delta) {
            events.add("reasoning:" + delta);
        }

        @Override
        public void onRetry(int attempt, Duration wait, String reason) {
            events.add("retry:" + attempt + ":" + wait.toMillis());
        }
    };

    AnthropicProviderTest() throws Exception {
        server = new WireServer();
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    private static ModelRequest request(List<ChatMessage> messages) {
        return new ModelRequest("Be brief.", messages, List.of(ECHO), 1024);
    }

    private static ModelRequest hello() {
        return request(List.of(new ChatMessage.User("hello")));
    }

    @Test
    void streamsTextThinkingAndSplitToolInputWithUsage() throws Exception {
        server.enqueue(Reply.sse(AnthropicWire.start(18, 3), AnthropicWire.thinkingStart(0),
                AnthropicWire.thinking(0, "Let me "), AnthropicWire.thinking(0, "echo."), AnthropicWire.blockStop(0),
                AnthropicWire.textStart(1), AnthropicWire.PING, AnthropicWire.text(1, "Calling "),
                AnthropicWire.text(1, "echo."), AnthropicWire.blockStop(1),
                AnthropicWire.toolStart(2, "toolu_01", "echo"), AnthropicWire.json(2, ""),
                AnthropicWire.json(2, "{\"text\": \"pi"), AnthropicWire.json(2, "ng\"}"), AnthropicWire.blockStop(2),
                AnthropicWire.toolStart(3, "toolu_02", "list_files"), AnthropicWire.blockStop(3),
                AnthropicWire.messageDelta("tool_use", 57), AnthropicWire.STOP));
        ModelResponse response = provider(server, runtime).stream(hello(), listener, CancellationToken.none());
        assertEquals(new ModelResponse("Calling echo.", "Let me echo.", List.of(
                new ToolCall("toolu_01", "echo", "{\"text\": \"ping\"}"), new ToolCall("toolu_02", "list_files", "{}")),
                StopReason.TOOL_CALLS, new Usage(21, 57, 3)), response);
        assertEquals(List.of("reasoning:Let me ", "reasoning:echo.", "text:Calling ", "text:echo."), events);
    }

    @Test
    void sendsSystemToolsHeadersAndMergesToolResultsIntoOneUserMessage() throws Exception {
        server.enqueue(OK);
        List<ChatMessage> history = List.of(new ChatMessage.User("echo twice"),
                new ChatMessage.Assistant("Sure.", null, List.of(new ToolCall("toolu_a", "echo", "{\"text\":\"1\"}"),
                        new ToolCall("call:b", "echo", "{broken"))),
                new ChatMessage.ToolResult("toolu_a", "echo", "1", false),
                new ChatMessage.ToolResult("call:b", "echo", "arguments are not valid JSON", true),
                new ChatMessage.User("and now?"));
        provider(server, runtime).stream(request(history), listener, CancellationToken.none());
        WireServer.Recorded sent = server.lastRequest();
        assertEquals("/v1/messages", sent.target());
        assertEquals(KEY, sent.header("x-api-key"));
        assertEquals("2023-06-01", sent.header("anthropic-version"));
        assertNull(sent.header("authorization"));
        assertEquals(Json.parse("{\"model\":\"claude-sonnet-4-5\",\"max_tokens\":1024,\"stream\":true,"
                + "\"system\":\"Be brief.\",\"messages\":["
                + "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"echo twice\"}]},"
                + "{\"role\":\"assistant\",\"content\":[{\"type\":\"text\",\"text\":\"Sure.\"},"
                + "{\"type\":\"tool_use\",\"id\":\"toolu_a\",\"name\":\"echo\",\"input\":{\"text\":\"1\"}},"
                + "{\"type\":\"tool_use\",\"id\":\"call_b\",\"name\":\"echo\",\"input\":{\"invalid_arguments\":\"{broken\"}}]},"
                + "{\"role\":\"user\",\"content\":["
                + "{\"type\":\"tool_result\",\"tool_use_id\":\"toolu_a\",\"content\":\"1\"},"
                + "{\"type\":\"tool_result\",\"tool_use_id\":\"call_b\",\"content\":\"arguments are not valid JSON\","
                + "\"is_error\":true},"
                + "{\"type\":\"text\",\"text\":\"and now?\"}]}],"
                + "\"tools\":[{\"name\":\"echo\",\"description\":\"Echoes its text.\",\"input_schema\":"
                + ECHO.parameters() + "}]}"), Json.parse(sent.body()));
    }

    /** The body is written without the mapper, byte for byte as the mapper writes the same tree. */
    @Test
    void theBodyIsTheMappersBytesOfItsTree() throws Exception {
        server.enqueue(OK);
        List<ChatMessage> history = List.of(
                new ChatMessage.User("caf\u00e9 \"quoted\" \\ \t\u0001 \uD83D\uDE00 \u2028"),
                new ChatMessage.Assistant("Sure.", null, List.of(new ToolCall("toolu_a", "echo",
                        "{\"text\":\"1\",\"n\":-42,\"big\":123456789012345678901234,\"ok\":true,\"none\":null}"))),
                new ChatMessage.ToolResult("toolu_a", "echo", "line 1\nline 2 </script>", false),
                new ChatMessage.User("and now?"));
        provider(server, runtime).stream(request(history), listener, CancellationToken.none());
        String body = server.lastRequest().body();
        assertEquals(new String(Json.writeUtf8(Json.parse(body)), StandardCharsets.UTF_8), body);
    }

    @Test
    void emptyAssistantTextIsLeftOut() throws Exception {
        server.enqueue(OK);
        provider(server, runtime).stream(request(List.of(new ChatMessage.User("go"),
                new ChatMessage.Assistant("", null, List.of(new ToolCall("toolu_a", "echo", ""))),
                new ChatMessage.ToolResult("toolu_a", "echo", "", false))), listener, CancellationToken.none());
        JsonNode assistant = Json.parse(server.lastRequest().body()).path("messages").get(1);
        assertEquals(Json.parse("{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\",\"id\":\"toolu_a\","
                + "\"name\":\"echo\",\"input\":{}}]}"), assistant);
    }

    @Test
    void stopReasonsMap() {
        assertEquals(StopReason.END_TURN, AnthropicStreamDecoder.stopReason("end_turn"));
        assertEquals(StopReason.END_TURN, AnthropicStreamDecoder.stopReason("stop_sequence"));
        assertEquals(StopReason.TOOL_CALLS, AnthropicStreamDecoder.stopReason("tool_use"));
        assertEquals(StopReason.MAX_TOKENS, AnthropicStreamDecoder.stopReason("max_tokens"));
        assertEquals(StopReason.REFUSED, AnthropicStreamDecoder.stopReason("refusal"));
    }

    @Test
    void anOverloaded529IsRetried() throws Exception {
        server.enqueue(Reply.json(529, "{\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\","
                + "\"message\":\"Overloaded\"}}"), OK);
        ModelResponse response = provider(server, runtime).stream(hello(), listener, CancellationToken.none());
        assertEquals("fine", response.text());
        assertEquals(List.of(Duration.ofMillis(500)), runtime.sleeper.waits());
    }

    @Test
    void anErrorEventBeforeContentIsRetried() throws Exception {
        server.enqueue(Reply.sse(AnthropicWire.start(10, 0), AnthropicWire.error("overloaded_error", "Overloaded")),
                OK);
        ModelResponse response = provider(server, runtime).stream(hello(), listener, CancellationToken.none());
        assertEquals("fine", response.text());
        assertEquals(List.of("retry:1:500", "text:fine"), events);
    }

    @Test
    void anErrorEventAfterContentEndsTheStepWithoutRepeatingText() throws Exception {
        server.enqueue(Reply.sse(AnthropicWire.start(10, 0), AnthropicWire.textStart(0), AnthropicWire.text(0, "Hal"),
                AnthropicWire.error("overloaded_error", "Overloaded")), OK);
        ModelException e = assertThrows(ModelException.class, () -> provider(server, runtime)
                .stream(hello(), listener, CancellationToken.none()));
        assertEquals(ModelErrorKind.SERVER, e.kind());
        assertEquals(List.of("text:Hal"), events);
        assertEquals(1, server.requests().size());
    }

    @Test
    void aStreamWithAStopReasonButNoMessageStopIsComplete() throws Exception {
        server.enqueue(Reply.sse(AnthropicWire.start(10, 0), AnthropicWire.textStart(0), AnthropicWire.text(0, "ok"),
                AnthropicWire.messageDelta("max_tokens", 1)));
        ModelResponse response = provider(server, runtime).stream(hello(), listener, CancellationToken.none());
        assertEquals(StopReason.MAX_TOKENS, response.stopReason());
    }

    @Test
    void aStreamCutMidwayAfterTextIsANetworkError() throws Exception {
        server.enqueue(Reply.sse(AnthropicWire.start(10, 0), AnthropicWire.textStart(0), AnthropicWire.text(0, "Hal"))
                .cutWhen(() -> events.contains("text:Hal")));
        ModelException e = assertThrows(ModelException.class, () -> provider(server, runtime)
                .stream(hello(), listener, CancellationToken.none()));
        assertEquals(ModelErrorKind.NETWORK, e.kind());
        assertEquals(List.of("text:Hal"), events);
        assertEquals(1, server.requests().size());
    }

    @Test
    void aStallTimesOut() throws Exception {
        server.enqueue(Reply.sse(AnthropicWire.start(10, 0), AnthropicWire.PING).stall());
        ModelException e = assertThrows(ModelException.class, () -> provider(server, runtime, 0,
                Duration.ofMillis(300)).stream(hello(), listener, CancellationToken.none()));
        assertEquals(ModelErrorKind.TIMEOUT, e.kind());
    }

    @Test
    void unauthorizedNamesTheKeyVariable() throws Exception {
        server.enqueue(Reply.json(401, "{\"type\":\"error\",\"error\":{\"type\":\"authentication_error\","
                + "\"message\":\"invalid x-api-key\"}}"));
        ModelException e = assertThrows(ModelException.class, () -> provider(server, runtime)
                .stream(hello(), listener, CancellationToken.none()));
        assertEquals(ModelErrorKind.AUTH, e.kind());
        assertTrue(e.getMessage().contains("check the API key for Anthropic (env ANTHROPIC_API_KEY)"), e.getMessage());
    }

    @Test
    void aLowCreditBalanceIsQuotaAndNotRetried() throws Exception {
        server.enqueue(Reply.json(400, "{\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\","
                + "\"message\":\"Your credit balance is too low to access the Anthropic API.\"}}"));
        ModelException e = assertThrows(ModelException.class, () -> provider(server, runtime)
                .stream(hello(), listener, CancellationToken.none()));
        assertEquals(ModelErrorKind.QUOTA, e.kind());
        assertEquals(1, server.requests().size());
    }

    @Test
    void aTooLongPromptIsContextLength() throws Exception {
        server.enqueue(Reply.json(400, "{\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\","
                + "\"message\":\"prompt is too long: 210000 tokens > 200000 maximum\"}}"));
        ModelException e = assertThrows(ModelException.class, () -> provider(server, runtime)
                .stream(hello(), listener, CancellationToken.none()));
        assertEquals(ModelErrorKind.CONTEXT_LENGTH, e.kind());
    }

    @Test
    void cancellingClosesTheConnectionWithinOneSecond() throws Exception {
        server.enqueue(Reply.sse(AnthropicWire.start(10, 0), AnthropicWire.textStart(0), AnthropicWire.text(0, "Hi"))
                .stall());
        CancellationToken token = new CancellationToken();
        AnthropicProvider provider = provider(server, runtime);
        CompletableFuture<Throwable> outcome = CompletableFuture.supplyAsync(() -> {
            try {
                provider.stream(hello(), listener, token);
                return null;
            } catch (ModelException | RuntimeException e) {
                return e;
            }
        });
        assertTrue(server.awaitStall(5, TimeUnit.SECONDS));
        token.cancel(CancelReason.PERSON);
        assertTrue(server.awaitClientClose(1, TimeUnit.SECONDS), "the server should see the connection close");
        Throwable thrown;
        try {
            thrown = outcome.get(1, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            thrown = e.getCause();
        }
        assertInstanceOf(CancelledException.class, thrown);
        assertFalse(server.lastRequest().target().contains(KEY));
    }
}
