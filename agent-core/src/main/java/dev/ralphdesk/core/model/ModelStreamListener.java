package dev.ralphdesk.core.model;

/** Live callbacks of a streaming call, for display only; the final {@link ModelResponse} is authoritative. */
public interface ModelStreamListener {

    ModelStreamListener NONE = new ModelStreamListener() {
    };

    /**
     * The request has gone out: from here the model works on it, and what is meant to use that time may
     * begin. Called once per call by a provider that asks a model elsewhere, as soon as the request has
     * been handed to the connection (not before: what starts here would compete with its sending), and
     * not for a request that could not be sent; must not block.
     */
    default void onSending() {
    }

    default void onTextDelta(String delta) {
    }

    default void onReasoningDelta(String delta) {
    }

    /** The provider is waiting before a retry (e.g. after HTTP 429). */
    default void onRetry(int attempt, java.time.Duration wait, String reason) {
    }
}
