package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.model.ModelResponse;

/** Turns one provider's events into listener calls and, at the end, the whole response. One per attempt. */
public interface StreamDecoder {

    /** Handles one event; returns true once the provider's terminal event has arrived. */
    boolean accept(SseEvent event) throws AttemptFailure;

    /**
     * The response once the stream has ended, at its terminal event or at the end of the body.
     * Throws when the stream ended before the model finished.
     */
    ModelResponse finish() throws AttemptFailure;
}
