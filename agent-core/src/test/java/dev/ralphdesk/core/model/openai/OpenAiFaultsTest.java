package dev.ralphdesk.core.model.openai;

import static dev.ralphdesk.core.model.openai.OpenAiSetup.hello;
import static dev.ralphdesk.core.model.openai.OpenAiSetup.provider;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Retries, classification, broken and stalled streams, cancellation. */
class OpenAiFaultsTest {
    private static final Reply OK = Reply.sse(OpenAiWire.role(), OpenAiWire.text("fine"), OpenAiWire.finish("stop"),
            OpenAiWire.usage(3, 1, 0), OpenAiWire.DONE);
    private final WireServer server;

    OpenAiFaultsTest() throws Exception {
        server = new WireServer();
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    private ModelException failure(OpenAiProvider provider) {
        return assertThrows(ModelException.class, () -> provider.stream(hello(), new OpenAiSetup.Recorder(),
                CancellationToken.none()));
    }

    @Test
    void a429WithRetryAfterSecondsIsRetriedAfterExactlyThatWait() throws Exception {
        TestRuntime runtime = new TestRuntime(0.3);
        server.enqueue(Reply.json(429, "{\"error\":{\"message\":\"Rate limit reached for requests\","
                + "\"type\":\"requests\",\"code\":\"rate_limit_exceeded\"}}").header("Retry-After", "2"), OK);
        List<Integer> waitsSeenAtRetry = new java.util.ArrayList<>();
        OpenAiSetup.Recorder recorder = new OpenAiSetup.Recorder() {
            @Override
            public void onRetry(int attempt, Duration wait, String reason) {
                waitsSeenAtRetry.add(runtime.sleeper.waits().size());
                super.onRetry(attempt, wait, reason);
            }
        };
        ModelResponse response = provider(server, runtime).stream(hello(), recorder, CancellationToken.none());
        assertEquals("fine", response.text());
        assertEquals(List.of(0), waitsSeenAtRetry, "the listener hears of the retry before the wait");
        assertEquals(List.of(Duration.ofSeconds(2)), runtime.sleeper.waits());
        assertEquals(List.of("retry:1:2000", "text:fine"), recorder.events);
        assertEquals(2, server.requests().size());
    }

    @Test
    void retryAfterMsWinsOverRetryAfter() throws Exception {
        TestRuntime runtime = new TestRuntime();
        server.enqueue(Reply.json(429, "{}").header("retry-after-ms", "1500").header("Retry-After", "9"), OK);
        provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(), CancellationToken.none());
        assertEquals(List.of(Duration.ofMillis(1500)), runtime.sleeper.waits());
    }

    @Test
    void retryAfterAsAnHttpDateIsHonoured() throws Exception {
        TestRuntime runtime = new TestRuntime();
        server.enqueue(Reply.json(503, "{}").header("Retry-After", "Sun, 01 Mar 2026 12:00:07 GMT"), OK);
        provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(), CancellationToken.none());
        assertEquals(List.of(Duration.ofSeconds(7)), runtime.sleeper.waits());
    }

    @Test
    void retryAfterBeyondSixtySecondsFallsBackToBackoff() throws Exception {
        TestRuntime runtime = new TestRuntime(0.0);
        server.enqueue(Reply.json(429, "{}").header("Retry-After", "3600"), OK);
        provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(), CancellationToken.none());
        assertEquals(List.of(Duration.ofMillis(500)), runtime.sleeper.waits());
    }

    @Test
    void serverErrorsAreRetriedWithJitteredExponentialBackoff() throws Exception {
        TestRuntime runtime = new TestRuntime(0.5);
        server.enqueue(Reply.json(500, "{\"error\":{\"message\":\"boom\"}}"),
                Reply.json(502, "<html>Bad gateway</html>"), OK);
        ModelResponse response = provider(server, runtime).stream(hello(), new OpenAiSetup.Recorder(),
                CancellationToken.none());
        assertEquals("fine", response.text());
        // 0.5 s and 1 s, each shortened by 25 % * 0.5 of jitter
        assertEquals(List.of(Duration.ofMillis(437).plusNanos(500_000), Duration.ofMillis(875)),
                runtime.sleeper.waits());
    }

    @Test
    void givesUpAfterTwoRetries() throws Exception {
        TestRuntime runtime = new TestRuntime();
        server.enqueue(Reply.json(500, "{\"error\":{\"message\":\"boom\"}}"));
        ModelException e = failure(provider(server, runtime));
        assertEquals(ModelErrorKind.SERVER, e.kind());
        assertEquals(500, e.httpStatus());
        assertEquals(3, server.requests().size());
        assertEquals(List.of(Duration.ofMillis(500), Duration.ofSeconds(1)), runtime.sleeper.waits());
        assertTrue(e.getMessage().contains("boom") && e.getMessage().contains("gave up after 2 retries"),
                e.getMessage());
    }

    @Test
    void aRateLimitThatOutlastsTheRetriesEndsRateLimited() throws Exception {
        server.enqueue(Reply.json(429, "{\"error\":{\"message\":\"Rate limit reached\"}}"));
        ModelException e = failure(provider(server, new TestRuntime()));
        assertEquals(ModelErrorKind.RATE_LIMIT, e.kind());
        assertEquals(3, server.requests().size());
    }

    @Test
    void anExhaustedQuotaIsNotRetried() throws Exception {
        TestRuntime runtime = new TestRuntime();
        server.enqueue(Reply.json(429, "{\"error\":{\"message\":\"You exceeded your current quota, please check your "
                + "plan and billing details.\",\"type\":\"insufficient_quota\",\"param\":null,"
                + "\"code\":\"insufficient_quota\"}}"));
        ModelException e = failure(provider(server, runtime));
        assertEquals(ModelErrorKind.QUOTA, e.kind());
        assertEquals(1, server.requests().size());
        assertTrue(runtime.sleeper.waits().isEmpty());
    }

    @Test
    void unauthorizedNamesTheProviderAndTheKeyVariable() throws Exception {
        server.enqueue(Reply.json(401, "{\"error\":{\"message\":\"Authentication Fails, Your api key: ****cdef is "
                + "invalid\",\"type\":\"authentication_error\",\"param\":null,\"code\":\"invalid_request_error\"}}"));
        ModelException e = failure(provider(server, new TestRuntime()));
        assertEquals(ModelErrorKind.AUTH, e.kind());
        assertEquals(1, server.requests().size());
        assertTrue(e.getMessage().contains("check the API key for DeepSeek (env DEEPSEEK_API_KEY)"), e.getMessage());
    }

    @Test
    void aTooLongConversationIsContextLength() throws Exception {
        server.enqueue(Reply.json(400, "{\"error\":{\"message\":\"This model's maximum context length is 65536 "
                + "tokens. However, you requested 70000 tokens.\",\"type\":\"invalid_request_error\"}}"));
        assertEquals(ModelErrorKind.CONTEXT_LENGTH, failure(provider(server, new TestRuntime())).kind());
        assertEquals(1, server.requests().size());
    }

    @Test
    void aBadRequestCarriesTheServerMessage() throws Exception {
        server.enqueue(Reply.json(422, "{\"detail\":\"tools[0].function.name is invalid\"}"));
        ModelException e = failure(provider(server, new TestRuntime()));
        assertEquals(ModelErrorKind.BAD_REQUEST, e.kind());
        assertTrue(e.getMessage().contains("tools[0].function.name is invalid"), e.getMessage());
        assertEquals(1, server.requests().size());
    }

    @Test
    void aStreamCutBeforeAnyContentIsRetried() throws Exception {
        TestRuntime runtime = new TestRuntime();
        server.enqueue(Reply.sse(OpenAiWire.role()).cut(), OK);
        OpenAiSetup.Recorder recorder = new OpenAiSetup.Recorder();
        ModelResponse response = provider(server, runtime).stream(hello(), recorder, CancellationToken.none());
        assertEquals("fine", response.text());
        assertEquals(List.of("retry:1:500", "text:fine"), recorder.events);
    }

    @Test
    void aStreamCutAfterContentFailsWithoutRepeatingText() throws Exception {
        OpenAiSetup.Recorder recorder = new OpenAiSetup.Recorder();
        server.enqueue(Reply.sse(OpenAiWire.text("Half an ans"))
                .cutWhen(() -> recorder.events.contains("text:Half an ans")), OK);
        ModelException e = assertThrows(ModelException.class, () -> provider(server, new TestRuntime())
                .stream(hello(), recorder, CancellationToken.none()));
        assertEquals(ModelErrorKind.NETWORK, e.kind());
        assertTrue(e.getMessage().contains("broke off after part of it had streamed"), e.getMessage());
        assertEquals(List.of("text:Half an ans"), recorder.events);
        assertEquals(1, server.requests().size());
    }

    @Test
    void aStallBeforeContentTimesOutAndIsRetried() throws Exception {
        TestRuntime runtime = new TestRuntime();
        server.enqueue(Reply.sse(OpenAiWire.role()).stall(), OK);
        ModelResponse response = provider(server, runtime, 1, Duration.ofMillis(300)).stream(hello(),
                new OpenAiSetup.Recorder(), CancellationToken.none());
        assertEquals("fine", response.text());
        assertEquals(1, runtime.sleeper.waits().size());
    }

    @Test
    void aStallAfterContentEndsWithTimeout() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.text("Part")).stall());
        long start = System.nanoTime();
        ModelException e = assertThrows(ModelException.class, () -> provider(server, new TestRuntime(), 2,
                Duration.ofMillis(300)).stream(hello(), new OpenAiSetup.Recorder(), CancellationToken.none()));
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertEquals(ModelErrorKind.TIMEOUT, e.kind());
        assertTrue(e.getMessage().contains("stream idle timeout"), e.getMessage());
        assertTrue(millis < 3000, "took " + millis + " ms");
        assertEquals(1, server.requests().size());
    }

    @Test
    void anErrorChunkMidStreamIsAServerError() throws Exception {
        server.enqueue(Reply.sse("data: {\"error\":{\"message\":\"upstream overloaded\",\"code\":502}}\n\n"));
        ModelException e = failure(provider(server, new TestRuntime(), 0, Duration.ofSeconds(5)));
        assertEquals(ModelErrorKind.SERVER, e.kind());
        assertTrue(e.getMessage().contains("upstream overloaded"), e.getMessage());
    }

    @Test
    void aWebPageInsteadOfAStreamPointsAtTheBaseUrl() throws Exception {
        server.enqueue(Reply.json(200, "<html><body>Welcome</body></html>").header("Content-Type", "text/html"));
        ModelException e = failure(provider(server, new TestRuntime()));
        assertEquals(ModelErrorKind.BAD_REQUEST, e.kind());
        assertTrue(e.getMessage().contains("check the base URL"), e.getMessage());
    }

    @Test
    void aRefusedConnectionIsANetworkErrorAfterRetries() throws Exception {
        TestRuntime runtime = new TestRuntime();
        OpenAiProvider provider = provider(server, runtime);
        server.close();
        ModelException e = failure(provider);
        assertEquals(ModelErrorKind.NETWORK, e.kind());
        assertEquals(2, runtime.sleeper.waits().size());
        assertTrue(e.getMessage().contains("Could not connect to DeepSeek"), e.getMessage());
    }

    @Test
    void cancellingClosesTheConnectionWithinOneSecond() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.text("Par")).stall());
        CancellationToken token = new CancellationToken();
        OpenAiProvider provider = provider(server, new TestRuntime());
        CompletableFuture<Throwable> outcome = CompletableFuture.supplyAsync(() -> {
            try {
                provider.stream(hello(), new OpenAiSetup.Recorder(), token);
                return null;
            } catch (ModelException | RuntimeException e) {
                return e;
            }
        });
        assertTrue(server.awaitStall(5, TimeUnit.SECONDS));
        long start = System.nanoTime();
        token.cancel(CancelReason.PERSON);
        assertTrue(server.awaitClientClose(1, TimeUnit.SECONDS), "the server should see the connection close");
        Throwable thrown;
        try {
            thrown = outcome.get(1, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            thrown = e.getCause();
        }
        assertInstanceOf(CancelledException.class, thrown);
        assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) < 1000);
    }

    @Test
    void cancellingWhileWaitingForHeadersStopsAtOnce() throws Exception {
        server.enqueue(Reply.silence());
        CancellationToken token = new CancellationToken();
        OpenAiProvider provider = provider(server, new TestRuntime());
        CompletableFuture<Throwable> outcome = CompletableFuture.supplyAsync(() -> {
            try {
                provider.stream(hello(), new OpenAiSetup.Recorder(), token);
                return null;
            } catch (ModelException | RuntimeException e) {
                return e;
            }
        });
        assertTrue(server.awaitStall(5, TimeUnit.SECONDS));
        token.cancel(CancelReason.PERSON);
        Throwable thrown;
        try {
            thrown = outcome.get(1, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            thrown = e.getCause();
        }
        assertInstanceOf(CancelledException.class, thrown);
        assertTrue(server.awaitClientClose(1, TimeUnit.SECONDS), "the server should see the connection close");
    }

    @Test
    void noResponseHeadersWithinTheIdleTimeoutIsATimeout() throws Exception {
        server.enqueue(Reply.silence());
        ModelException e = failure(provider(server, new TestRuntime(), 0, Duration.ofMillis(300)));
        assertEquals(ModelErrorKind.TIMEOUT, e.kind());
        assertTrue(e.getMessage().contains("did not answer within 300 ms"), e.getMessage());
    }
}
