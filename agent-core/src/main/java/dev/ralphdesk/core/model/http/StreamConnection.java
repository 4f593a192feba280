package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import okhttp3.Call;
import okhttp3.Response;

/**
 * An open streaming response. Its body is read line by line on the calling thread; a cancel or the
 * idle watchdog cancels the call from another thread, which closes the connection and ends a blocked
 * read at once. A read that ends that way throws {@link CancelledException} or
 * {@link StreamIdleException} instead of looking like the end of the stream.
 */
public final class StreamConnection implements AutoCloseable {
    private final Response response;
    private final InputStream body;
    private final LineReader lines;
    private final CancellationToken cancel;
    private final CancellationToken.Registration registration;
    private final IdleWatchdog watchdog;

    StreamConnection(Call call, Response response, CancellationToken cancel, ScheduledExecutorService scheduler,
            Duration idleTimeout) {
        this.response = response;
        this.body = response.body().byteStream();
        this.lines = new LineReader(body);
        this.cancel = cancel;
        this.watchdog = new IdleWatchdog(scheduler, idleTimeout, call::cancel);
        this.registration = cancel.onCancel(call::cancel);
    }

    public int status() {
        return response.code();
    }

    /** The response headers (names compare without case). */
    public HttpHeaders headers() {
        return HttpHeaders.of(response.headers().toMultimap(), (name, value) -> true);
    }

    /** The first {@code Content-Type} header's value, or "" without one. */
    public String contentType() {
        List<String> values = response.headers("Content-Type");
        return values.isEmpty() ? "" : values.get(0);
    }

    /** The next line of the body, or null at its end. */
    public String readLine() throws IOException {
        String line;
        try {
            line = lines.readLine();
        } catch (IOException e) {
            interrupted();
            throw e;
        }
        interrupted();
        watchdog.touch();
        return line;
    }

    /** The rest of the body as text, at most {@code maxBytes} of it (for error answers). */
    public String readText(int maxBytes) throws IOException {
        byte[] bytes;
        try {
            bytes = body.readNBytes(maxBytes);
        } catch (IOException e) {
            interrupted();
            throw e;
        }
        interrupted();
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private void interrupted() throws StreamIdleException {
        if (cancel.isCancelled()) {
            throw new CancelledException();
        }
        if (watchdog.fired()) {
            throw new StreamIdleException();
        }
    }

    /** Ends the exchange; a body read to its end leaves the connection open for the next request. */
    @Override
    public void close() {
        watchdog.close();
        registration.close();
        response.close();
    }

    /** The stream stayed silent for longer than the idle timeout. */
    public static final class StreamIdleException extends IOException {
        private static final long serialVersionUID = 1L;

        StreamIdleException() {
            super("stream idle timeout");
        }
    }
}
