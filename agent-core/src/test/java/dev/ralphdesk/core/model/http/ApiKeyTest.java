package dev.ralphdesk.core.model.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import org.junit.jupiter.api.Test;

class ApiKeyTest {

    @Test
    void neverShowsItselfInText() {
        ApiKey key = ApiKey.of("  sk-live-123  ");
        assertEquals("sk-live-123", key.reveal());
        assertFalse(key.toString().contains("sk-live-123"));
        HttpProviderConfig config = HttpProviderConfig.of("X", URI.create("https://x.test"), "m", key, "env X_KEY");
        assertFalse(config.toString().contains("sk-live-123"), config.toString());
        assertEquals("key [redacted] was wrong", key.redact("key sk-live-123 was wrong"));
    }

    @Test
    void rejectsBlankKeysAndLineBreaks() {
        assertThrows(IllegalArgumentException.class, () -> ApiKey.of("  "));
        assertThrows(IllegalArgumentException.class, () -> ApiKey.of("sk-1\r\nX-Evil: 1"));
    }
}
