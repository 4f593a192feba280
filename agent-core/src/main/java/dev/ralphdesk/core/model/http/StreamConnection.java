package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ScheduledExecutorService;
import java.time.Duration;

/**
 * An open streaming response. Its body is read line by line on the calling thread; a cancel or the
 * idle watchdog closes the body from another thread, which ends a blocked read at once. A read that
 * ends that way throws {@link CancelledException} or {@link StreamIdleException} instead of
 * looking like the end of the stream.
 */
public final class StreamConnection implements AutoCloseable {
    private final HttpResponse<InputStream> response;
    private final InputStream body;
    private final LineReader lines;
    private final CancellationToken cancel;
    private final CancellationToken.Registration registration;
    private final IdleWatchdog watchdog;

    StreamConnection(HttpResponse<InputStream> response, CancellationToken cancel,
            ScheduledExecutorService scheduler, Duration idleTimeout) {
        this.response = response;
        this.body = response.body();
        this.lines = new LineReader(body);
        this.cancel = cancel;
        this.watchdog = new IdleWatchdog(scheduler, idleTimeout, this::closeBody);
        this.registration = cancel.onCancel(this::closeBody);
    }

    public int status() {
        return response.statusCode();
    }

    public HttpHeaders headers() {
        return response.headers();
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

    private void closeBody() {
        try {
            body.close();
        } catch (IOException e) {
            // closing is best effort; the reader sees the end either way
        }
    }

    @Override
    public void close() {
        watchdog.close();
        registration.close();
        closeBody();
    }

    /** The stream stayed silent for longer than the idle timeout. */
    public static final class StreamIdleException extends IOException {
        private static final long serialVersionUID = 1L;

        StreamIdleException() {
            super("stream idle timeout");
        }
    }
}
