package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.model.ModelErrorKind;
import java.io.IOException;
import java.net.ConnectException;
import java.net.UnknownHostException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpHeaders;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * Classifies failed attempts the way the official SDKs decide retries: 408, 409, 429, 5xx (incl.
 * 529), connection failures and timeouts may be retried; 400, 401, 403, 404, 422 and a 429 that
 * says the quota or spend limit is used up may not. A server's {@code x-should-retry} header wins,
 * except over an exhausted quota. Every message names the provider and has the key scrubbed out.
 */
public final class ErrorClassifier {
    private static final List<String> QUOTA_WORDS = List.of("insufficient_quota", "quota", "spend limit",
            "spending limit", "billing", "credit balance", "insufficient balance", "insufficient_balance",
            "out of credits", "payment required");
    private static final List<String> RATE_WORDS = List.of("per minute", "per_minute", "per second", "rate limit",
            "rate_limit", "requests per", "tokens per");
    private static final List<String> CONTEXT_WORDS = List.of("context_length_exceeded", "context length",
            "context window", "context size", "maximum context", "prompt is too long", "too many tokens",
            "input is too long", "reduce the length", "exceeds the model's maximum", "prompt too long");

    private final HttpProviderConfig config;
    private final Clock clock;

    public ErrorClassifier(HttpProviderConfig config, Clock clock) {
        this.config = config;
        this.clock = clock;
    }

    /** A non-2xx answer. */
    public AttemptFailure forStatus(int status, HttpHeaders headers, String body) {
        ServerError error = ServerError.parse(config.redact(body));
        Duration retryAfter = RetryAfter.from(headers, clock).orElse(null);
        ModelErrorKind kind = kindFor(status, error);
        boolean retryable = kind != ModelErrorKind.QUOTA
                && headers.firstValue("x-should-retry").map("true"::equalsIgnoreCase)
                        .orElse(retryableStatus(status));
        return new AttemptFailure(kind, message(kind, status, error), status, retryable, retryAfter, null);
    }

    /** An error reported inside a stream (Anthropic's {@code error} event, an OpenAI error chunk). */
    public AttemptFailure forStreamError(ServerError error) {
        String type = error.type().toLowerCase(java.util.Locale.ROOT);
        String text = config.label() + " reported an error mid-stream: " + config.redact(error.message());
        if (type.contains("overloaded") || type.contains("api_error") || type.contains("server")) {
            return AttemptFailure.of(ModelErrorKind.SERVER, text, true);
        }
        if (type.contains("rate_limit")) {
            return new AttemptFailure(ModelErrorKind.RATE_LIMIT, text, 429, true, null, null);
        }
        if (type.contains("authentication") || type.contains("permission")) {
            return AttemptFailure.of(ModelErrorKind.AUTH, message(ModelErrorKind.AUTH, 401, error), false);
        }
        ModelErrorKind kind = type.isEmpty() ? ModelErrorKind.SERVER : kindFor(400, error);
        return AttemptFailure.of(kind, text, kind == ModelErrorKind.SERVER);
    }

    /** A failure to connect, to get an answer in time, or a broken connection. */
    public AttemptFailure forIo(IOException e) {
        String detail = config.redact(describe(e));
        String where = config.label() + " at " + config.baseUri();
        if (e instanceof HttpConnectTimeoutException) {
            return failure(ModelErrorKind.TIMEOUT, "Could not connect to " + where + " within "
                    + seconds(config.connectTimeout()) + ".", e);
        }
        if (e instanceof HttpTimeoutException) {
            return failure(ModelErrorKind.TIMEOUT, where + " did not answer within "
                    + seconds(config.idleTimeout()) + ".", e);
        }
        if (e instanceof ConnectException || e instanceof UnknownHostException
                || e.getCause() instanceof UnresolvedAddressException) {
            return failure(ModelErrorKind.NETWORK, "Could not connect to " + where + ": " + detail
                    + ". Check the base URL and your network.", e);
        }
        return failure(ModelErrorKind.NETWORK, "The connection to " + where + " failed: " + detail + ".", e);
    }

    /** The stream stayed silent for longer than the idle timeout. */
    public AttemptFailure idleTimeout() {
        return AttemptFailure.of(ModelErrorKind.TIMEOUT, config.label() + " sent nothing for "
                + seconds(config.idleTimeout()) + " while streaming (the stream idle timeout).", true);
    }

    private static AttemptFailure failure(ModelErrorKind kind, String message, IOException cause) {
        return new AttemptFailure(kind, message, 0, true, null, cause);
    }

    static ModelErrorKind kindFor(int status, ServerError error) {
        String words = error.searchable();
        if (status == 401 || status == 403) {
            return ModelErrorKind.AUTH;
        }
        if (status == 402 || (status == 429 || status == 400) && isQuota(words)) {
            return ModelErrorKind.QUOTA;
        }
        if (status == 429) {
            return ModelErrorKind.RATE_LIMIT;
        }
        if (status == 413 || (status == 400 || status == 422) && containsAny(words, CONTEXT_WORDS)) {
            return ModelErrorKind.CONTEXT_LENGTH;
        }
        if (status == 408) {
            return ModelErrorKind.TIMEOUT;
        }
        if (status == 409 || status >= 500) {
            return ModelErrorKind.SERVER;
        }
        return ModelErrorKind.BAD_REQUEST;
    }

    static boolean retryableStatus(int status) {
        return status == 408 || status == 409 || status == 429 || status >= 500;
    }

    private static boolean isQuota(String words) {
        return containsAny(words, QUOTA_WORDS) && !(containsAny(words, RATE_WORDS) && !words.contains("insufficient"));
    }

    private String message(ModelErrorKind kind, int status, ServerError error) {
        String said = " Server said: " + error.message();
        String from = "HTTP " + status + " from " + config.label();
        switch (kind) {
            case AUTH:
                return from + ": check the API key for " + config.label() + " (" + config.keyHint() + ")." + said;
            case QUOTA:
                return from + ": the account's quota, credit or spend limit is used up; add credit or raise the "
                        + "limit, then resume." + said;
            case RATE_LIMIT:
                return from + ": rate limited." + said;
            case CONTEXT_LENGTH:
                return from + ": the conversation is longer than the model's context window." + said;
            case SERVER:
                return from + ": the server failed." + said;
            case TIMEOUT:
                return from + ": the server timed out." + said;
            default:
                return from + ": the request was rejected: " + error.message()
                        + (status == 404 ? " (check the base URL and the model name)" : "");
        }
    }

    private static boolean containsAny(String text, List<String> words) {
        for (String word : words) {
            if (text.contains(word)) {
                return true;
            }
        }
        return false;
    }

    private static String describe(IOException e) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }

    private static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
