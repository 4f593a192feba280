package dev.ralphdesk.app.bench;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.function.IntFunction;
import javax.net.ssl.SSLContext;

/**
 * A local OpenAI-compatible chat-completions endpoint for the CLI benchmarks: answers the n-th
 * request (from 0) with the SSE stream the script gives for n, after a fixed delay (a model's time to
 * answer: what the harness overhead is measured against), and records when each request arrived,
 * how large its body was and when its answer was sent. Over plain http, or over TLS as a hosted
 * provider answers ({@link LocalTls}).
 */
final class MockChatServer implements AutoCloseable {
    /** When a request arrived and when its answer was sent ({@link System#nanoTime()}), its body size in bytes. */
    record Arrival(long nanos, int bodyBytes, long repliedNanos) {
    }

    private final HttpServer server;
    private final List<Arrival> arrivals = new CopyOnWriteArrayList<>();
    private final IntFunction<String> script;
    private final Duration delay;

    MockChatServer(Duration delay, IntFunction<String> script) throws IOException {
        this(delay, script, null);
    }

    /** @param tls the server's TLS context, or {@code null} for plain http */
    MockChatServer(Duration delay, IntFunction<String> script, SSLContext tls) throws IOException {
        this.script = script;
        this.delay = delay;
        // without TCP_NODELAY the JDK server's separate header and body writes meet the client's
        // delayed ACK: ~40 ms of the mock's own per response, not the client's
        System.setProperty("sun.net.httpserver.nodelay", "true");
        InetSocketAddress loopback = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
        if (tls == null) {
            server = HttpServer.create(loopback, 0);
        } else {
            HttpsServer https = HttpsServer.create(loopback, 0);
            https.setHttpsConfigurator(new HttpsConfigurator(tls));
            server = https;
        }
        server.createContext("/v1/chat/completions", this::answer);
        server.setExecutor(Executors.newSingleThreadExecutor(r -> {
            Thread thread = new Thread(r, "mock-chat-server");
            thread.setDaemon(true);
            return thread;
        }));
        server.start();
    }

    URI base() {
        String scheme = server instanceof HttpsServer ? "https" : "http";
        return URI.create(scheme + "://127.0.0.1:" + server.getAddress().getPort() + "/v1");
    }

    List<Arrival> arrivals() {
        return List.copyOf(arrivals);
    }

    private void answer(HttpExchange exchange) throws IOException {
        long nanos = System.nanoTime();
        int size;
        try (InputStream body = exchange.getRequestBody()) {
            size = body.readAllBytes().length;
        }
        int index = arrivals.size();
        byte[] stream = script.apply(index).getBytes(StandardCharsets.UTF_8);
        try {
            Thread.sleep(delay.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
        exchange.sendResponseHeaders(200, stream.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(stream);
        }
        arrivals.add(new Arrival(nanos, size, System.nanoTime()));
    }

    /** A streamed assistant reply that calls {@code shell} with the command. */
    static String shellCall(String id, String command) {
        String arguments = "{\\\"command\\\":\\\"" + command + "\\\"}";
        return chunk("{\"role\":\"assistant\",\"tool_calls\":[{\"index\":0,\"id\":\"" + id
                + "\",\"type\":\"function\",\"function\":{\"name\":\"shell\",\"arguments\":\"" + arguments
                + "\"}}]}", null)
                + chunk("{}", "tool_calls") + usage() + "data: [DONE]\n\n";
    }

    /** A streamed plain-text assistant reply. */
    static String text(String text) {
        return chunk("{\"role\":\"assistant\",\"content\":\"" + text + "\"}", null) + chunk("{}", "stop")
                + usage() + "data: [DONE]\n\n";
    }

    private static String chunk(String delta, String finish) {
        return "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"delta\":"
                + delta + ",\"finish_reason\":" + (finish == null ? "null" : "\"" + finish + "\"") + "}]}\n\n";
    }

    private static String usage() {
        return "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"choices\":[],"
                + "\"usage\":{\"prompt_tokens\":100,\"completion_tokens\":10,\"total_tokens\":110}}\n\n";
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
