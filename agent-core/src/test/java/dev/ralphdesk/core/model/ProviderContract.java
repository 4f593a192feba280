package dev.ralphdesk.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The contract every model provider passes: streaming order, tool-call round trip, usage,
 * cancellation mid-stream and error classification. Subclasses supply a {@link ProviderFixture}.
 */
public abstract class ProviderContract {
    private ProviderFixture fixture;

    protected abstract ProviderFixture createFixture();

    @BeforeEach
    void setUpFixture() {
        fixture = createFixture();
    }

    @AfterEach
    void closeFixture() {
        fixture.close();
    }

    private static ModelRequest request(List<ChatMessage> messages) {
        ToolSpec echo = new ToolSpec("echo", "Echoes its text.", dev.ralphdesk.core.tool.Schemas.object()
                .string("text", "what to echo", true).build());
        return new ModelRequest("You are a test.", messages, List.of(echo), 256);
    }

    @Test
    void streamsTextDeltasInOrderAndReturnsTheWholeText() throws Exception {
        List<String> chunks = List.of("Hel", "lo, ", "wor", "ld!");
        ModelProvider provider = fixture.streamingText(chunks, new Usage(12, 4, 0));
        List<String> deltas = new CopyOnWriteArrayList<>();
        ModelResponse response = provider.stream(request(List.of(new ChatMessage.User("hi"))),
                new ModelStreamListener() {
                    @Override
                    public void onTextDelta(String delta) {
                        deltas.add(delta);
                    }
                }, CancellationToken.none());
        assertEquals("Hello, world!", String.join("", deltas));
        assertEquals("Hello, world!", response.text());
        assertEquals(StopReason.END_TURN, response.stopReason());
        assertTrue(response.toolCalls().isEmpty());
    }

    @Test
    void saysOnceThatItsRequestGoesOutBeforeTheAnswerStreams() throws Exception {
        ModelProvider provider = fixture.streamingText(List.of("Hel", "lo"), new Usage(12, 4, 0));
        List<String> heard = new CopyOnWriteArrayList<>();
        provider.stream(request(List.of(new ChatMessage.User("hi"))), new ModelStreamListener() {
            @Override
            public void onSending() {
                heard.add("sending");
            }

            @Override
            public void onTextDelta(String delta) {
                heard.add(delta);
            }
        }, CancellationToken.none());
        assertEquals("sending", heard.get(0));
        assertEquals("Hello", String.join("", heard.subList(1, heard.size())));
    }

    @Test
    void reportsUsage() throws Exception {
        ModelProvider provider = fixture.streamingText(List.of("ok"), new Usage(21, 7, 3));
        ModelResponse response = provider.stream(request(List.of(new ChatMessage.User("hi"))),
                ModelStreamListener.NONE, CancellationToken.none());
        assertEquals(new Usage(21, 7, 3), response.usage());
    }

    @Test
    void toolCallRoundTripCarriesNameArgumentsAndResult() throws Exception {
        ToolCall call = new ToolCall("call_a1", "echo", "{\"text\":\"ping\"}");
        ModelProvider provider = fixture.toolCallThenText(call, "got pong");
        List<ChatMessage> history = new ArrayList<>(List.of(new ChatMessage.User("use the tool")));
        ModelResponse first = provider.stream(request(history), ModelStreamListener.NONE, CancellationToken.none());
        assertEquals(StopReason.TOOL_CALLS, first.stopReason());
        assertEquals(1, first.toolCalls().size());
        ToolCall got = first.toolCalls().get(0);
        assertEquals("echo", got.name());
        assertEquals(dev.ralphdesk.core.json.Json.parse(call.arguments()),
                dev.ralphdesk.core.json.Json.parse(got.arguments()));
        history.add(new ChatMessage.Assistant(first.text(), first.reasoning(), first.toolCalls()));
        history.add(new ChatMessage.ToolResult(got.id(), "echo", "pong", false));
        ModelResponse second = provider.stream(request(history), ModelStreamListener.NONE, CancellationToken.none());
        assertEquals("got pong", second.text());
        assertEquals(StopReason.END_TURN, second.stopReason());
        assertEquals("pong", fixture.lastToolResultSent().orElseThrow());
    }

    @Test
    void cancellingMidStreamStopsTheCallWithinOneSecond() throws Exception {
        ModelProvider provider = fixture.stallingAfter("partial");
        CancellationToken token = new CancellationToken();
        CountDownLatch firstDelta = new CountDownLatch(1);
        CompletableFuture<Throwable> outcome = CompletableFuture.supplyAsync(() -> {
            try {
                provider.stream(request(List.of(new ChatMessage.User("hi"))), new ModelStreamListener() {
                    @Override
                    public void onTextDelta(String delta) {
                        firstDelta.countDown();
                    }
                }, token);
                return null;
            } catch (ModelException | RuntimeException e) {
                return e;
            }
        });
        assertTrue(firstDelta.await(10, TimeUnit.SECONDS), "the first chunk should arrive");
        long start = System.nanoTime();
        token.cancel(CancelReason.PERSON);
        Throwable thrown;
        try {
            thrown = outcome.get(1, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            thrown = e.getCause();
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(thrown instanceof CancelledException, "expected cancellation, got " + thrown);
        assertTrue(millis < 1000, "cancel took " + millis + " ms");
    }

    @ParameterizedTest
    @EnumSource(value = ModelErrorKind.class, names = {"AUTH", "BAD_REQUEST", "SERVER", "QUOTA"})
    void classifiesFailures(ModelErrorKind kind) {
        ModelProvider provider = fixture.failing(kind);
        ModelException e = assertThrows(ModelException.class, () -> provider.stream(
                request(List.of(new ChatMessage.User("hi"))), ModelStreamListener.NONE, CancellationToken.none()));
        assertEquals(kind, e.kind());
        assertTrue(!e.getMessage().isBlank(), "a failure needs a message for the person");
    }
}
