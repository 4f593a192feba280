package dev.ralphdesk.app.launch;

import com.fasterxml.jackson.core.JsonGenerator;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
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
        return chunk(json -> {
            json.writeStringField("role", "assistant");
            json.writeArrayFieldStart("tool_calls");
            json.writeStartObject();
            json.writeNumberField("index", 0);
            json.writeStringField("id", "call_" + index);
            json.writeStringField("type", "function");
            json.writeObjectFieldStart("function");
            json.writeStringField("name", call[0]);
            json.writeStringField("arguments", call[1]);
            json.writeEndObject();
            json.writeEndObject();
            json.writeEndArray();
        }, null) + chunk(json -> { }, "tool_calls") + usage() + "data: [DONE]\n\n";
    }

    private static String text() {
        return chunk(json -> {
            json.writeStringField("role", "assistant");
            json.writeStringField("content", "Trained.");
        }, null) + chunk(json -> { }, "stop") + usage() + "data: [DONE]\n\n";
    }

    private static String chunk(Fields delta, String finishReason) {
        return event(json -> {
            json.writeArrayFieldStart("choices");
            json.writeStartObject();
            json.writeNumberField("index", 0);
            json.writeStringField("finish_reason", finishReason);
            json.writeObjectFieldStart("delta");
            delta.write(json);
            json.writeEndObject();
            json.writeEndObject();
            json.writeEndArray();
        });
    }

    private static String usage() {
        return event(json -> {
            json.writeArrayFieldStart("choices");
            json.writeEndArray();
            json.writeObjectFieldStart("usage");
            json.writeNumberField("prompt_tokens", 100);
            json.writeNumberField("completion_tokens", 10);
            json.writeNumberField("total_tokens", 110);
            json.writeEndObject();
        });
    }

    /**
     * One event of the stream, written token by token on the mapper's kind of generator: the model makes no
     * JSON mapper, which the lean archive's part of the training must not make ({@link HeadlessArchive}).
     */
    private static String event(Fields fields) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = Json.factory().createGenerator(text)) {
            json.writeStartObject();
            json.writeStringField("id", "training");
            json.writeStringField("object", "chat.completion.chunk");
            fields.write(json);
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return "data: " + text + "\n\n";
    }

    /** Fields of an object, written on a generator. */
    private interface Fields {
        void write(JsonGenerator json) throws IOException;
    }

    @Override
    public void close() {
        server.stop(0);
        handlers.shutdownNow();
    }
}
