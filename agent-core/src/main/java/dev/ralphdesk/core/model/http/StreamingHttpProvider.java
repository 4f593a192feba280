package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.ProviderCapabilities;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The shared skeleton of a streaming HTTP provider (a template method): encode the request once,
 * then attempt — open the stream, classify a failed answer, feed events to the provider's decoder —
 * and retry transient failures with backoff, but only while nothing has reached the listener, so
 * text is never shown twice.
 */
public abstract class StreamingHttpProvider implements ModelProvider {
    private static final int MAX_ERROR_BODY_BYTES = 64 * 1024;
    protected final HttpProviderConfig config;
    protected final HttpRuntime runtime;
    private final HttpStreamClient http;
    private final ErrorClassifier errors;
    /** {@link #endpoint()} and {@link #headers()}, the same for every request (the config is fixed): asked once. */
    private volatile Destination destination;

    protected StreamingHttpProvider(HttpProviderConfig config, HttpRuntime runtime) {
        this.config = config;
        this.runtime = runtime;
        this.http = new HttpStreamClient(config.baseUri(), config.connectTimeout(), config.idleTimeout());
        this.errors = new ErrorClassifier(config, runtime.clock());
    }

    /** The URL the request is POSTed to. */
    protected abstract URI endpoint();

    /** Auth and protocol headers. The key goes here and nowhere else. */
    protected abstract Map<String, String> headers();

    /** Where the endpoint lists its models ({@code …/models}). */
    protected abstract URI modelsEndpoint();

    /**
     * The models the endpoint offers, sorted: one small real request, which also tests the connection
     * (URL, key, server). Waits at most the connect timeout per phase; cancellable.
     */
    public List<String> listModels(CancellationToken cancel) throws ModelException {
        return ModelListing.fetch(modelsEndpoint(), headers(), config.connectTimeout(), cancel);
    }

    /** The JSON body for {@code request}, in UTF-8. */
    protected abstract byte[] encode(ModelRequest request);

    /** A fresh decoder for one attempt. */
    protected abstract StreamDecoder decoder(ModelStreamListener listener, ErrorClassifier errors);

    @Override
    public String model() {
        return config.model();
    }

    @Override
    public ProviderCapabilities capabilities() {
        return ProviderCapabilities.FULL;
    }

    public HttpProviderConfig config() {
        return config;
    }

    /**
     * Makes the HTTP client and parses the endpoint's URL for it (done by the first request otherwise, not
     * with the provider).
     */
    @Override
    public void prepare() {
        http.prepare();
        Destination to = destination();
        http.target(to.uri(), to.headers());
    }

    private Destination destination() {
        Destination to = destination;
        if (to == null) {
            to = new Destination(endpoint(), headers());
            destination = to;
        }
        return to;
    }

    @Override
    public final ModelResponse stream(ModelRequest request, ModelStreamListener listener, CancellationToken cancel)
            throws ModelException {
        cancel.throwIfCancelled();
        byte[] body = encode(request);
        DeliveryTracker tracker = new DeliveryTracker(listener);
        // said once the request is out (the first attempt whose body was sent), not before it is written
        AtomicBoolean told = new AtomicBoolean();
        Runnable sent = () -> {
            if (told.compareAndSet(false, true)) {
                listener.onSending();
            }
        };
        int retry = 0;
        while (true) {
            try {
                return attempt(body, tracker, cancel, sent);
            } catch (AttemptFailure failure) {
                if (tracker.delivered()) {
                    throw afterContent(failure);
                }
                if (!failure.retryable() || retry >= config.retry().maxRetries()) {
                    throw exhausted(failure, retry);
                }
                retry++;
                Duration wait = config.retry().delay(retry, failure.retryAfter(), runtime.jitter().getAsDouble());
                listener.onRetry(retry, wait, failure.getMessage());
                runtime.sleeper().sleep(wait, cancel);
            }
        }
    }

    private ModelResponse attempt(byte[] body, DeliveryTracker tracker, CancellationToken cancel, Runnable sent)
            throws AttemptFailure {
        Destination to = destination();
        try (StreamConnection connection = http.open(to.uri(), to.headers(), body, cancel, sent)) {
            int status = connection.status();
            if (status < 200 || status > 299) {
                throw errors.forStatus(status, connection.headers(), connection.readText(MAX_ERROR_BODY_BYTES));
            }
            String contentType = connection.contentType().toLowerCase(Locale.ROOT);
            if (contentType.startsWith("text/html")) {
                throw AttemptFailure.of(ModelErrorKind.BAD_REQUEST, config.label() + " at " + config.baseUri()
                        + " answered with a web page instead of an event stream; check the base URL.", false);
            }
            StreamDecoder decoder = decoder(tracker, errors);
            SseReader events = new SseReader(connection::readLine);
            SseEvent event;
            while ((event = events.next()) != null) {
                if (decoder.accept(event)) {
                    break;
                }
            }
            return decoder.finish();
        } catch (StreamConnection.StreamIdleException e) {
            throw errors.idleTimeout();
        } catch (IOException e) {
            throw errors.forIo(e);
        }
    }

    private ModelException afterContent(AttemptFailure failure) {
        if (failure.kind() == ModelErrorKind.NETWORK || failure.kind() == ModelErrorKind.TIMEOUT) {
            return new ModelException(failure.kind(), "The answer from " + config.label()
                    + " broke off after part of it had streamed, so it was not retried (it would repeat text): "
                    + failure.getMessage() + " Send a message to continue.", failure.httpStatus(), failure.getCause());
        }
        return failure.toModelException();
    }

    private static ModelException exhausted(AttemptFailure failure, int retries) {
        if (retries == 0) {
            return failure.toModelException();
        }
        return new ModelException(failure.kind(), failure.getMessage() + " (gave up after " + retries
                + (retries == 1 ? " retry)" : " retries)"), failure.httpStatus(), failure.getCause());
    }

    private record Destination(URI uri, Map<String, String> headers) {
    }
}
