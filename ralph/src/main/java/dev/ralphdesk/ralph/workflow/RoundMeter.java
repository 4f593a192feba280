package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.SessionId;

/** Adds up the tokens and cost a child reports on the event bus while its round runs. */
final class RoundMeter implements AutoCloseable {
    private final SessionId child;
    private final AutoCloseable subscription;
    private Usage usage = Usage.ZERO;
    private double cost;
    private boolean priced;

    private RoundMeter(EventBus bus, SessionId child) {
        this.child = child;
        this.subscription = bus.subscribe(this::onEvent);
    }

    static RoundMeter attach(EventBus bus, SessionId child) {
        return new RoundMeter(bus, child);
    }

    private synchronized void onEvent(AgentEvent event) {
        if (event instanceof AgentEvent.UsageReported reported && reported.sessionId().equals(child)) {
            usage = usage.plus(reported.usage());
            if (reported.costUsd() != null) {
                cost += reported.costUsd();
                priced = true;
            }
        }
    }

    synchronized long tokens() {
        return usage.total();
    }

    synchronized double costUsd() {
        return cost;
    }

    /** The cost, or null when no price was known for any call. */
    synchronized Double costOrNull() {
        return priced ? cost : null;
    }

    @Override
    public void close() {
        try {
            subscription.close();
        } catch (Exception e) {
            throw new IllegalStateException("cannot unsubscribe the round meter", e);
        }
    }
}
