package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.plugin.AgentHandle;

/**
 * Passes the run's cancellation to the round's child at once, so no model request starts after a
 * cancel: a running turn is cancelled when the run is, and a turn that starts (its
 * {@code TurnStarted} comes before its first model request, on the child's thread) after the run
 * was cancelled is cancelled right there. A turn still queued is refused at admission by
 * {@link RoundRunner}.
 */
final class CancelGuard implements AutoCloseable {
    private final CancellationToken.Registration registration;
    private final AutoCloseable subscription;

    CancelGuard(EventBus bus, AgentHandle child, CancellationToken cancel) {
        this.subscription = bus.subscribe(event -> {
            if (event instanceof AgentEvent.TurnStarted started && started.sessionId().equals(child.sessionId())
                    && cancel.isCancelled()) {
                child.cancel();
            }
        });
        this.registration = cancel.onCancel(child::cancel);
    }

    @Override
    public void close() {
        registration.close();
        try {
            subscription.close();
        } catch (Exception e) {
            throw new IllegalStateException("cannot unsubscribe the cancel guard", e);
        }
    }
}
