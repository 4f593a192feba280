package dev.ralphdesk.core.model.http;

import java.util.Objects;

/**
 * A provider API key. It is only ever revealed to build an auth header; {@link #toString()} never
 * shows it, and {@link #redact} scrubs it from text that came back from a server.
 */
public final class ApiKey {
    private static final String MASK = "[redacted]";
    private final String value;

    private ApiKey(String value) {
        this.value = value;
    }

    /** A key from its text; surrounding whitespace is dropped. Rejects blank keys and line breaks. */
    public static ApiKey of(String text) {
        Objects.requireNonNull(text, "text");
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("an API key cannot be empty");
        }
        if (trimmed.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
            throw new IllegalArgumentException("an API key cannot contain control characters or line breaks");
        }
        return new ApiKey(trimmed);
    }

    /** The key itself, for an auth header. */
    public String reveal() {
        return value;
    }

    /** {@code text} with every occurrence of the key replaced by a mask. */
    public String redact(String text) {
        return text == null ? null : text.replace(value, MASK);
    }

    @Override
    public String toString() {
        return "ApiKey" + MASK;
    }
}
