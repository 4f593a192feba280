package dev.ralphdesk.core.model.http;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ralphdesk.core.cancel.CancellationToken;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

class HttpStreamClientTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @Test
    void aRequestAsksForAnUnzippedEventStreamAndCarriesTheCallersHeadersOnTop() throws Exception {
        try (WireServer server = new WireServer()) {
            server.enqueue(Reply.sse("data: [DONE]\n\n"), Reply.sse("data: [DONE]\n\n"));
            HttpStreamClient client = new HttpStreamClient(server.base(), TIMEOUT, TIMEOUT);
            Map<String, String> headers = new LinkedHashMap<>();
            headers.put("Authorization", "Bearer sk-test");
            try (StreamConnection connection = client.open(server.base().resolve("/v1/chat/completions"), headers,
                    "{\"a\":1}".getBytes(StandardCharsets.UTF_8), CancellationToken.none(), () -> {
                    })) {
                assertEquals(200, connection.status());
            }
            WireServer.Recorded first = server.lastRequest();
            assertEquals("POST /v1/chat/completions", first.method() + " " + first.target());
            assertEquals("text/event-stream", first.header("Accept"));
            assertEquals("identity", first.header("Accept-Encoding"));
            assertEquals("Bearer sk-test", first.header("Authorization"));
            assertEquals("{\"a\":1}", first.body());

            headers.put("Accept", "application/x-ndjson"); // a caller's header replaces the client's
            try (StreamConnection connection = client.open(server.base().resolve("/v1/chat/completions"), headers,
                    "{}".getBytes(StandardCharsets.UTF_8), CancellationToken.none(), () -> {
                    })) {
                assertEquals(200, connection.status());
            }
            assertEquals("application/x-ndjson", server.lastRequest().header("Accept"));
            assertEquals("identity", server.lastRequest().header("Accept-Encoding"));
        }
    }

    @Test
    void theOkHttpClientIsMadeWhenPreparedNotWithTheClientAndOnlyOnce() throws Exception {
        try (WireServer server = new WireServer()) {
            server.enqueue(Reply.sse("data: [DONE]\n\n"));
            AtomicInteger made = new AtomicInteger();
            HttpStreamClient client = new HttpStreamClient(() -> {
                made.incrementAndGet();
                return new OkHttpClient();
            }, TIMEOUT);
            assertEquals(0, made.get(), "made with the client");
            client.prepare();
            assertEquals(1, made.get(), "not made when prepared");
            client.prepare();
            openAndClose(client, server);
            assertEquals(1, made.get(), "made again");
            assertEquals("{}", server.lastRequest().body());
        }
    }

    @Test
    void anUnpreparedClientMakesItsOkHttpClientAtTheFirstRequest() throws Exception {
        try (WireServer server = new WireServer()) {
            server.enqueue(Reply.sse("data: [DONE]\n\n"), Reply.sse("data: [DONE]\n\n"));
            AtomicInteger made = new AtomicInteger();
            HttpStreamClient client = new HttpStreamClient(() -> {
                made.incrementAndGet();
                return new OkHttpClient();
            }, TIMEOUT);
            openAndClose(client, server);
            openAndClose(client, server);
            assertEquals(1, made.get());
            assertEquals("text/event-stream", server.lastRequest().header("Accept"));
        }
    }

    @Test
    void requestsToOneTargetShareItsParsedUrlAndHeadersAndAnotherTargetGetsItsOwn() {
        HttpStreamClient client = new HttpStreamClient(URI.create("http://127.0.0.1:9/v1"), TIMEOUT, TIMEOUT);
        URI chat = URI.create("http://127.0.0.1:9/v1/chat/completions");
        HttpStreamClient.Target first = client.target(chat, Map.of("Authorization", "Bearer sk-test"));
        assertSame(first, client.target(URI.create(chat.toString()),
                new LinkedHashMap<>(Map.of("Authorization", "Bearer sk-test"))));
        assertEquals("/v1/chat/completions", first.url().encodedPath());
        assertEquals(List.of("text/event-stream", "identity", "Bearer sk-test"),
                List.of(first.headers().get("Accept"), first.headers().get("Accept-Encoding"),
                        first.headers().get("Authorization")));

        HttpStreamClient.Target models = client.target(URI.create("http://127.0.0.1:9/v1/models"),
                Map.of("Authorization", "Bearer sk-test"));
        assertEquals("/v1/models", models.url().encodedPath());
        HttpStreamClient.Target otherKey = client.target(URI.create("http://127.0.0.1:9/v1/models"),
                Map.of("Authorization", "Bearer sk-other", "Accept", "application/x-ndjson"));
        assertEquals("Bearer sk-other", otherKey.headers().get("Authorization"));
        assertEquals(List.of("application/x-ndjson"), otherKey.headers().values("Accept"));
    }

    private static void openAndClose(HttpStreamClient client, WireServer server) throws Exception {
        try (StreamConnection connection = client.open(server.base().resolve("/v1/chat/completions"), Map.of(),
                "{}".getBytes(StandardCharsets.UTF_8), CancellationToken.none(), () -> {
                })) {
            assertEquals(200, connection.status());
            while (connection.readLine() != null) {
                // read to the end: the connection goes back to the pool
            }
        }
    }

    @Test
    void aBaseOkHttpCannotParseStillMakesAClient() {
        // such an endpoint fails at its first request, as before, not while the provider is built or prepared
        assertDoesNotThrow(() -> new HttpStreamClient(URI.create("ftp://example.org/v1"), TIMEOUT, TIMEOUT).prepare());
        assertDoesNotThrow(() -> new HttpStreamClient(URI.create("relative/path"), TIMEOUT, TIMEOUT).prepare());
    }
}
