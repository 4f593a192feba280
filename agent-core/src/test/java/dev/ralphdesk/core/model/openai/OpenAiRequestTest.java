package dev.ralphdesk.core.model.openai;

import static dev.ralphdesk.core.model.openai.OpenAiSetup.KEY;
import static dev.ralphdesk.core.model.openai.OpenAiSetup.request;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** What the OpenAI-compatible provider puts on the wire. */
class OpenAiRequestTest {
    private final TestRuntime runtime = new TestRuntime();
    private final WireServer server;

    OpenAiRequestTest() throws Exception {
        server = new WireServer();
        server.enqueue(Reply.sse(OpenAiWire.text("ok"), OpenAiWire.finish("stop"), OpenAiWire.DONE));
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    private JsonNode send(OpenAiProvider provider, List<ChatMessage> messages) throws Exception {
        provider.stream(request(messages), ModelStreamListener.NONE, CancellationToken.none());
        return Json.parse(server.lastRequest().body());
    }

    private JsonNode send(List<ChatMessage> messages) throws Exception {
        return send(OpenAiSetup.provider(server, runtime), messages);
    }

    @Test
    void postsAStreamingChatCompletionWithToolsAndTheSystemPromptFirst() throws Exception {
        JsonNode body = send(List.of(new ChatMessage.User("hello")));
        WireServer.Recorded sent = server.lastRequest();
        assertEquals("POST", sent.method());
        assertEquals("/v1/chat/completions", sent.target());
        assertEquals(Json.parse("{\"model\":\"deepseek-chat\",\"messages\":["
                + "{\"role\":\"system\",\"content\":\"You are a test.\"},{\"role\":\"user\",\"content\":\"hello\"}],"
                + "\"stream\":true,\"stream_options\":{\"include_usage\":true},\"max_tokens\":512,"
                + "\"tools\":[{\"type\":\"function\",\"function\":{\"name\":\"echo\",\"description\":\"Echoes its text.\","
                + "\"parameters\":" + OpenAiSetup.echoTool().parameters() + "}}]}"), body);
        assertEquals("Bearer " + KEY, sent.header("authorization"));
        assertEquals("application/json", sent.header("content-type"));
        assertEquals("text/event-stream", sent.header("accept"));
        assertFalse(sent.target().contains(KEY), "the key must never be in the URL");
    }

    @Test
    void sendsNoAuthorizationHeaderWithoutAKey() throws Exception {
        OpenAiProvider keyless = new OpenAiProvider(OpenAiSetup.config(server, null), OpenAiDialect.standard(),
                runtime.runtime);
        send(keyless, List.of(new ChatMessage.User("hello")));
        assertNull(server.lastRequest().header("authorization"));
    }

    @Test
    void openAiItselfGetsMaxCompletionTokens() throws Exception {
        OpenAiProvider openAi = new OpenAiProvider(OpenAiSetup.config(server, KEY), OpenAiDialect.openAi(),
                runtime.runtime);
        JsonNode body = send(openAi, List.of(new ChatMessage.User("hello")));
        assertEquals(512, body.path("max_completion_tokens").asInt());
        assertFalse(body.has("max_tokens"));
    }

    @Test
    void followUpCarriesTheAssistantToolCallsAndEachResultWithItsCallId() throws Exception {
        List<ChatMessage> history = List.of(new ChatMessage.User("echo twice"),
                new ChatMessage.Assistant("", null, List.of(new ToolCall("call_a", "echo", "{\"text\":\"1\"}"),
                        new ToolCall("call_b", "echo", ""))),
                new ChatMessage.ToolResult("call_a", "echo", "1", false),
                new ChatMessage.ToolResult("call_b", "echo", "Missing required argument 'text'", true));
        JsonNode messages = send(history).path("messages");
        assertEquals(Json.parse("[{\"role\":\"system\",\"content\":\"You are a test.\"},"
                + "{\"role\":\"user\",\"content\":\"echo twice\"},"
                + "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":["
                + "{\"id\":\"call_a\",\"type\":\"function\",\"function\":{\"name\":\"echo\",\"arguments\":\"{\\\"text\\\":\\\"1\\\"}\"}},"
                + "{\"id\":\"call_b\",\"type\":\"function\",\"function\":{\"name\":\"echo\",\"arguments\":\"{}\"}}]},"
                + "{\"role\":\"tool\",\"tool_call_id\":\"call_a\",\"content\":\"1\"},"
                + "{\"role\":\"tool\",\"tool_call_id\":\"call_b\",\"content\":\"Missing required argument 'text'\"}]"),
                messages);
    }

    @Test
    void reasoningIsSentBackOnlyForTurnsThatCalledTools() throws Exception {
        List<ChatMessage> history = List.of(new ChatMessage.User("q1"),
                new ChatMessage.Assistant("a1", "thought about q1", List.of()),
                new ChatMessage.User("q2"),
                new ChatMessage.Assistant("", "plan a tool call", List.of(new ToolCall("call_a", "echo", "{}"))),
                new ChatMessage.ToolResult("call_a", "echo", "done", false),
                new ChatMessage.Assistant("a2", "read the result", List.of()),
                new ChatMessage.User("q3"));
        JsonNode messages = send(history).path("messages");
        assertFalse(messages.get(2).has("reasoning_content"), "a turn without tool calls drops its reasoning");
        assertEquals("plan a tool call", messages.get(4).path("reasoning_content").asText());
        assertEquals("read the result", messages.get(6).path("reasoning_content").asText());
    }

    @Test
    void inThinkingModeDeepSeekGetsAnEmptyReasoningWhereNoneWasRecorded() throws Exception {
        JsonNode messages = send(List.of(new ChatMessage.User("q"),
                new ChatMessage.Assistant("", "first step", List.of(new ToolCall("call_a", "echo", "{}"))),
                new ChatMessage.ToolResult("call_a", "echo", "done", false),
                new ChatMessage.Assistant("", null, List.of(new ToolCall("call_b", "echo", "{}"))),
                new ChatMessage.ToolResult("call_b", "echo", "done", false))).path("messages");
        assertEquals("first step", messages.get(2).path("reasoning_content").asText());
        assertTrue(messages.get(4).has("reasoning_content"));
        assertEquals("", messages.get(4).path("reasoning_content").asText());
    }

    @Test
    void openAiNeverGetsReasoningBack() throws Exception {
        OpenAiProvider openAi = new OpenAiProvider(OpenAiSetup.config(server, KEY), OpenAiDialect.openAi(),
                runtime.runtime);
        JsonNode messages = send(openAi, List.of(new ChatMessage.User("q"),
                new ChatMessage.Assistant("", "hidden", List.of(new ToolCall("call_a", "echo", "{}"))),
                new ChatMessage.ToolResult("call_a", "echo", "done", false))).path("messages");
        assertFalse(messages.toString().contains("reasoning_content"));
    }

    @Test
    void invalidArgumentsAreSentBackAsTheModelWroteThem() throws Exception {
        JsonNode messages = send(List.of(new ChatMessage.User("q"),
                new ChatMessage.Assistant("", null, List.of(new ToolCall("call_a", "echo", "{oops"))),
                new ChatMessage.ToolResult("call_a", "echo", "not valid JSON", true))).path("messages");
        assertEquals("{oops", messages.get(2).path("tool_calls").get(0).path("function").path("arguments").asText());
        assertTrue(messages.get(3).path("content").asText().contains("not valid JSON"));
    }
}
