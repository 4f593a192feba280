package dev.ralphdesk.core.model.openai;

import static dev.ralphdesk.core.model.openai.OpenAiSetup.hello;
import static dev.ralphdesk.core.model.openai.OpenAiSetup.provider;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.StopReason;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class OpenAiStreamingTest {
    private final TestRuntime runtime = new TestRuntime();
    private final WireServer server;

    OpenAiStreamingTest() throws Exception {
        server = new WireServer();
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    @Test
    void streamsTextDeltasAndTakesUsageFromTheFinalChunk() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.role(), OpenAiWire.text("Hel"), OpenAiWire.text("lo"),
                OpenAiWire.finish("stop"), OpenAiWire.usage(40, 2, 32), OpenAiWire.DONE));
        OpenAiSetup.Recorder recorder = new OpenAiSetup.Recorder();
        ModelResponse response = provider(server, runtime).stream(hello(), recorder, CancellationToken.none());
        assertEquals(List.of("text:Hel", "text:lo"), recorder.events);
        assertEquals(new ModelResponse("Hello", null, List.of(), StopReason.END_TURN, new Usage(40, 2, 32)), response);
    }

    @Test
    void assemblesSeveralToolCallsFromSplitFragments() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.role(),
                OpenAiWire.toolStart(0, "call_a", "echo"), OpenAiWire.toolArgs(0, "{\"te"),
                OpenAiWire.toolArgs(0, "xt\":\"o"), OpenAiWire.toolArgs(0, "ne\"}"),
                OpenAiWire.toolStart(1, "call_b", "echo"), OpenAiWire.toolArgs(1, "{\"text\""),
                OpenAiWire.toolArgs(1, ":\"two\"}"),
                OpenAiWire.finish("tool_calls"), OpenAiWire.usage(10, 20, 0), OpenAiWire.DONE));
        ModelResponse response = provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(),
                CancellationToken.none());
        assertEquals(List.of(new ToolCall("call_a", "echo", "{\"text\":\"one\"}"),
                new ToolCall("call_b", "echo", "{\"text\":\"two\"}")), response.toolCalls());
        assertEquals(StopReason.TOOL_CALLS, response.stopReason());
    }

    @Test
    void emptyStreamedArgumentsBecomeAnEmptyObject() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.toolStart(0, "call_a", "list_files"), OpenAiWire.toolArgs(0, ""),
                OpenAiWire.finish("tool_calls"), OpenAiWire.DONE));
        ModelResponse response = provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(),
                CancellationToken.none());
        assertEquals(List.of(new ToolCall("call_a", "list_files", "{}")), response.toolCalls());
    }

    @Test
    void argumentsThatAreNotJsonArePassedOnAsSent() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.toolStart(0, "call_a", "echo"), OpenAiWire.toolArgs(0, "{\"text\": oops"),
                OpenAiWire.finish("tool_calls"), OpenAiWire.DONE));
        ModelResponse response = provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(),
                CancellationToken.none());
        assertEquals(List.of(new ToolCall("call_a", "echo", "{\"text\": oops")), response.toolCalls());
    }

    @Test
    void reasoningContentIsReportedSeparatelyFromTheAnswer() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.role(), OpenAiWire.reasoning("Think"), OpenAiWire.reasoning("ing."),
                OpenAiWire.text("Answer"), OpenAiWire.finish("stop"), OpenAiWire.usage(5, 9, 0), OpenAiWire.DONE));
        OpenAiSetup.Recorder recorder = new OpenAiSetup.Recorder();
        ModelResponse response = provider(server, runtime).stream(hello(), recorder, CancellationToken.none());
        assertEquals(List.of("reasoning:Think", "reasoning:ing.", "text:Answer"), recorder.events);
        assertEquals("Thinking.", response.reasoning());
        assertEquals("Answer", response.text());
    }

    @Test
    void finishReasonsMapToStopReasons() throws Exception {
        assertEquals(StopReason.END_TURN, OpenAiStreamDecoder.stopReason("stop"));
        assertEquals(StopReason.TOOL_CALLS, OpenAiStreamDecoder.stopReason("tool_calls"));
        assertEquals(StopReason.MAX_TOKENS, OpenAiStreamDecoder.stopReason("length"));
        assertEquals(StopReason.REFUSED, OpenAiStreamDecoder.stopReason("content_filter"));
        assertEquals(StopReason.END_TURN, OpenAiStreamDecoder.stopReason("something_new"));
    }

    @Test
    void lengthFinishEndsWithMaxTokens() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.text("cut sh"), OpenAiWire.finish("length"), OpenAiWire.DONE));
        ModelResponse response = provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(),
                CancellationToken.none());
        assertEquals(StopReason.MAX_TOKENS, response.stopReason());
    }

    @Test
    void aChunkThatIsNotJsonIsSkippedWithAWarning() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.text("one "), "data: {\"choices\": [ garbage\n\n", OpenAiWire.text("two"),
                OpenAiWire.finish("stop"), OpenAiWire.DONE));
        ModelResponse response = provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(),
                CancellationToken.none());
        assertEquals("one two", response.text());
        assertEquals(1, runtime.warnings.size());
        assertTrue(runtime.warnings.get(0).contains("not a JSON object"), runtime.warnings.get(0));
    }

    @Test
    void commentsAndUnknownFieldsAreIgnored() throws Exception {
        server.enqueue(Reply.sse(": OPENROUTER PROCESSING\n\n",
                "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"hi\",\"annotations\":[]},\"extra\":1}],"
                        + "\"provider\":\"x\"}\n\n",
                OpenAiWire.finish("stop"), OpenAiWire.DONE));
        ModelResponse response = provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(),
                CancellationToken.none());
        assertEquals("hi", response.text());
        assertTrue(runtime.warnings.isEmpty());
    }

    @Test
    void aStreamEndingWithoutDoneAfterAFinishReasonIsComplete() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.text("done"), OpenAiWire.finish("stop")));
        ModelResponse response = provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(),
                CancellationToken.none());
        assertEquals("done", response.text());
        assertNull(response.reasoning());
    }

    @Test
    void aStreamEndingWithoutAFinishReasonIsANetworkError() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.role(), OpenAiWire.toolStart(0, "call_a", "echo")));
        ModelException e = assertThrows(ModelException.class, () -> provider(server, runtime, 0, Duration.ofSeconds(5))
                .stream(hello(), new OpenAiSetup.Recorder(), CancellationToken.none()));
        assertEquals(ModelErrorKind.NETWORK, e.kind());
        assertTrue(e.getMessage().contains("ended before the model finished"), e.getMessage());
    }
}
