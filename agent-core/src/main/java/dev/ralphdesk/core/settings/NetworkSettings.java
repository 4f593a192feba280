package dev.ralphdesk.core.settings;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.Duration;

/** Connect timeout, stream idle timeout and retries of model calls. */
public record NetworkSettings(int connectTimeoutSeconds, int idleTimeoutSeconds, int maxRetries) {
    public static final NetworkSettings DEFAULTS = new NetworkSettings(30, 300, 2);

    public NetworkSettings {
        if (connectTimeoutSeconds < 1 || idleTimeoutSeconds < 1) {
            throw new IllegalArgumentException("timeouts must be at least 1 second");
        }
        if (maxRetries < 0 || maxRetries > 10) {
            throw new IllegalArgumentException("maxRetries must be between 0 and 10, not " + maxRetries);
        }
    }

    @JsonCreator
    static NetworkSettings fromJson(@JsonProperty("connectTimeoutSeconds") Integer connect,
            @JsonProperty("idleTimeoutSeconds") Integer idle, @JsonProperty("maxRetries") Integer retries) {
        return new NetworkSettings(connect == null ? DEFAULTS.connectTimeoutSeconds : connect,
                idle == null ? DEFAULTS.idleTimeoutSeconds : idle, retries == null ? DEFAULTS.maxRetries : retries);
    }

    public Duration connectTimeout() {
        return Duration.ofSeconds(connectTimeoutSeconds);
    }

    public Duration idleTimeout() {
        return Duration.ofSeconds(idleTimeoutSeconds);
    }
}
