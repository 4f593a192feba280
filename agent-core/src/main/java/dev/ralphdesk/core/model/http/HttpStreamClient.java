package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import java.io.IOException;
import java.net.Proxy;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import okhttp3.Call;
import okhttp3.ConnectionSpec;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;

/**
 * POSTs JSON and opens the answer as a stream, on OkHttp over HTTP/1.1 (as the official SDKs do).
 * OkHttp reads on the calling thread and keeps no thread in native code between requests, so the JVM
 * exits at once after the last answer; the JDK's {@code HttpClient} keeps a selector thread in
 * native code that the JVM waits about 0.3 s for at exit, with no way to stop it on Java 17. TLS is
 * set up only for an {@code https} endpoint: a client of a plain-http endpoint (a local model) never
 * loads the trust store. The wait for the response headers — connecting, sending, the server thinking
 * — is bounded by the idle timeout and ends at once on cancel; both close the connection. Failures are
 * reported with the JDK's HTTP exception types ({@link HttpConnectTimeoutException},
 * {@link HttpTimeoutException}), which {@link ErrorClassifier} reads.
 */
public final class HttpStreamClient {
    private final Supplier<OkHttpClient> clients;
    private final Duration idleTimeout;
    /** The OkHttp client and what goes with it, made once: by {@link #prepare} or the first request. */
    private Wire wire;
    /** The last request's URL, parsed, and its headers: a provider sends every request to one target. */
    private volatile Target last;

    /** A client for endpoints under {@code base} (its scheme decides whether TLS is set up). */
    public HttpStreamClient(URI base, Duration connectTimeout, Duration idleTimeout) {
        this(() -> okHttp(base, connectTimeout), idleTimeout);
    }

    /** @param clients makes the OkHttp client, once, when it is first needed */
    HttpStreamClient(Supplier<OkHttpClient> clients, Duration idleTimeout) {
        this.clients = clients;
        this.idleTimeout = idleTimeout;
    }

    /**
     * Makes the OkHttp client now, unless a request has made it already; else the first request makes it.
     * The first one in a JVM costs CPU (its classes; and ~17 ms more where OkHttp's platform detection loads
     * every JDK security provider, even for {@code http://} — not in the laid-out application, whose OkHttp
     * is rewritten not to: {@code OkHttpPlatformLookup}): a caller that knows a request will follow calls
     * this off the way to it.
     */
    public void prepare() {
        wire();
    }

    private synchronized Wire wire() {
        if (wire == null) {
            wire = Wire.of(clients.get());
        }
        return wire;
    }

    private static OkHttpClient okHttp(URI base, Duration connectTimeout) {
        boolean tls = "https".equalsIgnoreCase(base.getScheme());
        OkHttpClient client = new OkHttpClient.Builder()
                .protocols(List.of(Protocol.HTTP_1_1))
                .connectionSpecs(List.of(tls ? ConnectionSpec.MODERN_TLS : ConnectionSpec.CLEARTEXT))
                .proxy(Proxy.NO_PROXY)
                .socketFactory(new NoDelaySockets())
                .connectTimeout(connectTimeout)
                // the idle watchdogs bound every wait; a socket timeout would race them
                .readTimeout(Duration.ZERO)
                .writeTimeout(Duration.ZERO)
                .followRedirects(false)
                .followSslRedirects(false)
                // retries are the provider's (RetryPolicy), reported to the listener; none behind its back
                .retryOnConnectionFailure(false)
                .build();
        // parsed once here, where the client is made (off the way to the first request when prepared):
        // OkHttp's URL parsing sets itself up at its first use — host name rules, an IDN normaliser, a
        // regular expression — which otherwise fell on the agent's thread before the first request
        HttpUrl.parse(base.toString());
        return client;
    }

    /**
     * Sends the request and waits for the response headers, running {@code sent} on this thread each time the
     * request's body has been handed to the connection (not when it could not be sent; again should OkHttp send
     * it again by itself, e.g. a 503 with {@code Retry-After: 0}: a caller that wants it once guards it).
     *
     * @throws CancelledException when cancelled before the headers arrive
     * @throws HttpConnectTimeoutException when no connection was made within the connect timeout
     * @throws HttpTimeoutException when no headers arrived within the idle timeout
     */
    public StreamConnection open(URI uri, Map<String, String> headers, byte[] jsonBody, CancellationToken cancel,
            Runnable sent) throws IOException {
        cancel.throwIfCancelled();
        Wire wire = wire();
        Target target = target(uri, headers);
        Call call = wire.client().newCall(new Request.Builder().url(target.url()).headers(target.headers())
                .post(new SentBody(jsonBody, sent)).build());
        Response response;
        IdleWatchdog headerWait = new IdleWatchdog(wire.scheduler(), idleTimeout, call::cancel);
        CancellationToken.Registration registration = cancel.onCancel(call::cancel);
        try {
            response = OkHttpCalls.execute(call);
        } catch (IOException e) {
            if (cancel.isCancelled()) {
                throw new CancelledException();
            }
            if (headerWait.fired()) {
                throw timeout(new HttpTimeoutException("no response within " + idleTimeout.toMillis() + " ms"), e);
            }
            if (e instanceof SocketTimeoutException) {
                // reads and writes have no socket timeout: this one is the connect timeout's
                throw timeout(new HttpConnectTimeoutException("connect timed out"), e);
            }
            throw e;
        } finally {
            headerWait.close();
            registration.close();
        }
        StreamConnection connection = new StreamConnection(call, response, cancel, wire.scheduler(), idleTimeout);
        if (cancel.isCancelled()) {
            connection.close();
            throw new CancelledException();
        }
        return connection;
    }

    /**
     * {@code uri} parsed as OkHttp's URL and the stream's headers with {@code headers} on top (a caller's
     * header replaces the stream's of that name): made for the first request to a target and kept for the
     * next ones to it — parsing the URL and checking the headers' names and values took ~0.1 ms a request.
     */
    Target target(URI uri, Map<String, String> headers) {
        Target target = last;
        if (target == null || !target.uri().equals(uri) || !target.callerHeaders().equals(headers)) {
            Headers.Builder merged = wire().streamHeaders().newBuilder();
            headers.forEach(merged::set);
            target = new Target(uri, Map.copyOf(headers), HttpUrl.get(uri.toString()), merged.build());
            last = target;
        }
        return target;
    }

    private static HttpTimeoutException timeout(HttpTimeoutException timeout, IOException cause) {
        timeout.initCause(cause);
        return timeout;
    }

    /** Where a request goes and the headers it carries: the caller's, and as OkHttp sends them. */
    record Target(URI uri, Map<String, String> callerHeaders, HttpUrl url, Headers headers) {
    }

    /**
     * The OkHttp client, the headers every request asks for (before the caller's) and the idle watchdogs'
     * scheduler (its one thread started by the first watchdog, ended after 10 idle seconds).
     */
    private record Wire(OkHttpClient client, Headers streamHeaders, ScheduledThreadPoolExecutor scheduler) {
        static Wire of(OkHttpClient client) {
            Headers streamHeaders = new Headers.Builder()
                    .add("Accept", "text/event-stream")
                    // no transparent gzip: an event stream is read as it arrives
                    .add("Accept-Encoding", "identity")
                    .build();
            ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1, runnable -> {
                Thread thread = new Thread(runnable, "model-stream-watchdog");
                thread.setDaemon(true);
                return thread;
            });
            scheduler.setKeepAliveTime(10, TimeUnit.SECONDS);
            scheduler.allowCoreThreadTimeOut(true);
            scheduler.setRemoveOnCancelPolicy(true);
            return new Wire(client, streamHeaders, scheduler);
        }
    }
}
