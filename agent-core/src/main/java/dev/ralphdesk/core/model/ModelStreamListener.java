package dev.ralphdesk.core.model;

/** Live callbacks of a streaming call, for display only; the final {@link ModelResponse} is authoritative. */
public interface ModelStreamListener {

    ModelStreamListener NONE = new ModelStreamListener() {
    };

    default void onTextDelta(String delta) {
    }

    default void onReasoningDelta(String delta) {
    }

    /** The provider is waiting before a retry (e.g. after HTTP 429). */
    default void onRetry(int attempt, java.time.Duration wait, String reason) {
    }
}
