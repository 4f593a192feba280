package dev.ralphdesk.core.model.http;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * Where and how an HTTP provider connects.
 *
 * @param label the provider as people know it, for messages ("DeepSeek", "Anthropic")
 * @param baseUri the API base, e.g. {@code https://api.deepseek.com} or {@code http://localhost:11434/v1}
 * @param key the API key, or null when the endpoint needs none (Ollama)
 * @param keyHint where the key comes from, for messages ("env DEEPSEEK_API_KEY")
 * @param connectTimeout how long to wait for a connection
 * @param idleTimeout how long a stream (or the wait for response headers) may stay silent
 */
public record HttpProviderConfig(String label, URI baseUri, String model, ApiKey key, String keyHint,
        Duration connectTimeout, Duration idleTimeout, RetryPolicy retry) {
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(30);
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofSeconds(300);

    public HttpProviderConfig {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(baseUri, "baseUri");
        Objects.requireNonNull(model, "model");
        if (model.isBlank()) {
            throw new IllegalArgumentException("the model name cannot be empty");
        }
        String scheme = baseUri.getScheme();
        if (!"http".equals(scheme) && !"https".equals(scheme) || baseUri.getHost() == null) {
            throw new IllegalArgumentException("the base URL must be an http:// or https:// URL with a host");
        }
        keyHint = keyHint == null ? "no key configured" : keyHint;
        connectTimeout = positive(connectTimeout, DEFAULT_CONNECT_TIMEOUT, "connectTimeout");
        idleTimeout = positive(idleTimeout, DEFAULT_IDLE_TIMEOUT, "idleTimeout");
        retry = retry == null ? RetryPolicy.defaults() : retry;
    }

    /** A config with default timeouts and retries. */
    public static HttpProviderConfig of(String label, URI baseUri, String model, ApiKey key, String keyHint) {
        return new HttpProviderConfig(label, baseUri, model, key, keyHint, null, null, null);
    }

    public HttpProviderConfig withIdleTimeout(Duration timeout) {
        return new HttpProviderConfig(label, baseUri, model, key, keyHint, connectTimeout, timeout, retry);
    }

    public HttpProviderConfig withRetry(RetryPolicy policy) {
        return new HttpProviderConfig(label, baseUri, model, key, keyHint, connectTimeout, idleTimeout, policy);
    }

    /** {@code baseUri} joined with {@code path}, with exactly one slash between them. */
    public URI endpoint(String path) {
        String base = baseUri.toString();
        while (base.endsWith("/")) {
            base = base.substring(0, base.length() - 1);
        }
        return URI.create(base + (path.startsWith("/") ? path : "/" + path));
    }

    /** Scrubs the key out of text that came from outside. */
    public String redact(String text) {
        return key == null ? text : key.redact(text);
    }

    private static Duration positive(Duration value, Duration fallback, String name) {
        if (value == null) {
            return fallback;
        }
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException(name + " must be positive");
        }
        return value;
    }

    @Override
    public String toString() {
        return "HttpProviderConfig[label=" + label + ", baseUri=" + baseUri + ", model=" + model + ", key="
                + (key == null ? "none" : key) + ", keyHint=" + keyHint + ", connectTimeout=" + connectTimeout
                + ", idleTimeout=" + idleTimeout + ", retry=" + retry + "]";
    }
}
