package dev.ralphdesk.core.model.http;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/** One scripted HTTP answer of the {@link WireServer}: status, headers and a body written in parts. */
public final class Reply {
    final int status;
    final Map<String, String> headers = new LinkedHashMap<>();
    final List<Part> parts = new ArrayList<>();
    final boolean chunked;
    boolean silent;

    private Reply(int status, boolean chunked) {
        this.status = status;
        this.chunked = chunked;
    }

    /** A 200 event stream whose body is written in these pieces, one chunk each. */
    public static Reply sse(String... pieces) {
        Reply reply = new Reply(200, true).header("Content-Type", "text/event-stream; charset=utf-8");
        for (String piece : pieces) {
            reply.parts.add(new Part.Chunk(piece));
        }
        return reply;
    }

    /** A complete answer with a Content-Length. */
    public static Reply json(int status, String body) {
        Reply reply = new Reply(status, false).header("Content-Type", "application/json");
        reply.parts.add(new Part.Chunk(body));
        return reply;
    }

    /** Sends nothing at all, not even headers, until the client closes the connection. */
    public static Reply silence() {
        Reply reply = new Reply(200, true);
        reply.silent = true;
        return reply;
    }

    public Reply header(String name, String value) {
        headers.put(name, value);
        return this;
    }

    public Reply then(String piece) {
        parts.add(new Part.Chunk(piece));
        return this;
    }

    public Reply pause(long millis) {
        parts.add(new Part.Pause(millis));
        return this;
    }

    /** Stops writing and waits until the client closes the connection. */
    public Reply stall() {
        parts.add(new Part.Stall());
        return this;
    }

    /**
     * Closes the connection abruptly, without ending the chunked body. Only for cuts where it does not
     * matter whether the client read what came before: the JDK HttpClient drops body bytes it has
     * received but not yet handed to the reader once the connection fails.
     */
    public Reply cut() {
        parts.add(new Part.Cut(() -> true));
        return this;
    }

    /**
     * Like {@link #cut()}, but only once {@code ready} holds (at most 5 s), e.g. once the client has
     * shown the text sent so far; an immediate cut would race the client reading that text.
     */
    public Reply cutWhen(BooleanSupplier ready) {
        parts.add(new Part.Cut(ready));
        return this;
    }

    sealed interface Part {
        record Chunk(String text) implements Part {
        }

        record Pause(long millis) implements Part {
        }

        record Stall() implements Part {
        }

        record Cut(BooleanSupplier ready) implements Part {
        }
    }
}
