package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * POSTs JSON and opens the answer as a stream, on {@link HttpClient} over HTTP/1.1 (as the official
 * SDKs do), so that closing the body closes the connection. The wait for the response headers is
 * bounded by the idle timeout and ends at once on cancel.
 */
public final class HttpStreamClient {
    private final HttpClient client;
    private final Duration idleTimeout;
    private final ScheduledThreadPoolExecutor scheduler;

    public HttpStreamClient(Duration connectTimeout, Duration idleTimeout) {
        this.client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(connectTimeout)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        this.idleTimeout = idleTimeout;
        this.scheduler = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread thread = new Thread(runnable, "model-stream-watchdog");
            thread.setDaemon(true);
            return thread;
        });
        scheduler.setKeepAliveTime(10, TimeUnit.SECONDS);
        scheduler.allowCoreThreadTimeOut(true);
        scheduler.setRemoveOnCancelPolicy(true);
    }

    /** Sends the request; throws {@link CancelledException} when cancelled before the headers arrive. */
    public StreamConnection open(URI uri, Map<String, String> headers, String jsonBody, CancellationToken cancel)
            throws IOException {
        cancel.throwIfCancelled();
        HttpRequest.Builder builder = HttpRequest.newBuilder(uri)
                .timeout(idleTimeout)
                .header("Content-Type", "application/json")
                .header("Accept", "text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(jsonBody, StandardCharsets.UTF_8));
        headers.forEach(builder::header);
        CompletableFuture<HttpResponse<InputStream>> future =
                client.sendAsync(builder.build(), HttpResponse.BodyHandlers.ofInputStream());
        HttpResponse<InputStream> response;
        CancellationToken.Registration registration = cancel.onCancel(() -> future.cancel(true));
        try {
            response = future.get();
        } catch (CancellationException e) {
            throw new CancelledException();
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new CancelledException();
        } catch (ExecutionException e) {
            if (cancel.isCancelled()) {
                throw new CancelledException();
            }
            Throwable cause = e.getCause();
            if (cause instanceof IOException) {
                throw (IOException) cause;
            }
            throw new IOException(cause == null ? "request failed" : cause.toString(), cause);
        } finally {
            registration.close();
        }
        StreamConnection connection = new StreamConnection(response, cancel, scheduler, idleTimeout);
        if (cancel.isCancelled()) {
            connection.close();
            throw new CancelledException();
        }
        return connection;
    }
}
