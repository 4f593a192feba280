package dev.ralphdesk.core.model;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;

/**
 * A model behind one API. {@link #stream} blocks the calling (session) thread while it streams,
 * reports deltas to the listener, and returns the whole response. Cancelling the token must abort
 * the call promptly (closing any connection) and make it throw {@link CancelledException}.
 */
public interface ModelProvider {

    /** Provider name, e.g. {@code scripted}, {@code openai-compatible}, {@code anthropic}. */
    String name();

    /** The model this provider instance talks to. */
    String model();

    ProviderCapabilities capabilities();

    ModelResponse stream(ModelRequest request, ModelStreamListener listener, CancellationToken cancel)
            throws ModelException;

    /**
     * The provider one turn uses for all its steps, asked once at the turn's start: this one, or for a
     * provider the person can switch (Settings), the one chosen now — so a change applies from the next
     * turn and a running turn keeps its own.
     */
    default ModelProvider forTurn() {
        return this;
    }

    /**
     * Makes now what the first request would otherwise make on its way (an HTTP provider's client), for a
     * caller that can do it off that way: a request follows soon. Nothing for a provider that needs nothing.
     */
    default void prepare() {
    }
}
