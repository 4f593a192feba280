package dev.ralphdesk.app.launch;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The model of {@link HeadlessTraining}: an OpenAI-compatible chat-completions endpoint on the
 * loopback interface that streams a fixed script, one reply per request — a call of each workspace
 * tool, then text — so that the training turn goes through the provider, the tools and the log as a
 * real one does. Every request after the script gets the closing text. It streams as hosted models do
 * (chunked, {@code text/event-stream; charset=utf-8}), so the classes that read such a stream are
 * trained too; the closing text comes whole, with a Content-Length, as a local server may send a short
 * stream and every server sends its error answers, so the classes that read such a body are trained
 * too. The first reply's stream ends (its last, empty chunk) only once the next request has come: the
 * client closes a reply at its {@code [DONE]}, and OkHttp then reads what is left of it
 * for at most 100 ms under a deadline (okio's watchdog thread) — a path a real turn takes whenever
 * the end of the stream comes later than its {@code [DONE]}, so it is trained every time, not by
 * chance.
 */
final class TrainingModel implements AutoCloseable {
    private static final List<String[]> CALLS = List.of(
            new String[] {"shell", "{\"command\": \"echo trained\"}"},
            new String[] {"write_file", "{\"path\": \"notes.txt\", \"content\": \"one\\ntwo\\n\"}"},
            new String[] {"read_file", "{\"path\": \"notes.txt\"}"},
            new String[] {"edit_file", "{\"path\": \"notes.txt\", \"old_text\": \"two\", \"new_text\": \"three\"}"},
            new String[] {"list_files", "{}"},
            new String[] {"search_files", "{\"pattern\": \"thr+ee\"}"});
    /** How long the first reply's end waits at most for the next request. */
    private static final long HOLD_SECONDS = 5;
    private final HttpServer server;
    private final ExecutorService handlers;
    private final AtomicInteger requests = new AtomicInteger();
    private final CountDownLatch secondRequest = new CountDownLatch(1);

    private TrainingModel(HttpServer server, ExecutorService handlers) {
        this.server = server;
        this.handlers = handlers;
    }

    static TrainingModel start() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        // a handler of its own per exchange: the first one waits while the next is answered
        ExecutorService handlers = Executors.newCachedThreadPool();
        TrainingModel model = new TrainingModel(server, handlers);
        server.createContext("/v1/chat/completions", model::answer);
        server.setExecutor(handlers);
        server.start();
        return model;
    }

    /** The base URL to give {@code --base-url}. */
    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (InputStream body = exchange.getRequestBody()) {
            body.readAllBytes();
        }
        int index = requests.getAndIncrement();
        if (index > 0) {
            secondRequest.countDown();
        }
        byte[] stream = (index < CALLS.size() ? toolCall(index, CALLS.get(index)) : text()).getBytes(
                StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "text/event-stream; charset=utf-8");
        // the script's replies chunked, as hosted models stream; the closing text whole, with its length
        exchange.sendResponseHeaders(200, index < CALLS.size() ? 0 : stream.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(stream);
            if (index == 0) {
                out.flush();
                holdTheEnd();
            }
        }
    }

    private void holdTheEnd() {
        try {
            secondRequest.await(HOLD_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String toolCall(int index, String[] call) {
        ObjectNode delta = Json.object().put("role", "assistant");
        ObjectNode toolCall = delta.putArray("tool_calls").addObject().put("index", 0).put("id", "call_" + index)
                .put("type", "function");
        toolCall.putObject("function").put("name", call[0]).put("arguments", call[1]);
        return chunk(delta, null) + chunk(Json.object(), "tool_calls") + usage() + "data: [DONE]\n\n";
    }

    private static String text() {
        return chunk(Json.object().put("role", "assistant").put("content", "Trained."), null)
                + chunk(Json.object(), "stop") + usage() + "data: [DONE]\n\n";
    }

    private static String chunk(ObjectNode delta, String finishReason) {
        ObjectNode chunk = Json.object().put("id", "training").put("object", "chat.completion.chunk");
        chunk.putArray("choices").addObject().put("index", 0).put("finish_reason", finishReason).set("delta", delta);
        return "data: " + Json.write(chunk) + "\n\n";
    }

    private static String usage() {
        ObjectNode chunk = Json.object().put("id", "training").put("object", "chat.completion.chunk");
        chunk.putArray("choices");
        chunk.putObject("usage").put("prompt_tokens", 100).put("completion_tokens", 10).put("total_tokens", 110);
        return "data: " + Json.write(chunk) + "\n\n";
    }

    @Override
    public void close() {
        server.stop(0);
        handlers.shutdownNow();
    }
}
