package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.model.ModelStreamListener;
import java.time.Duration;

/** Passes deltas on and remembers whether the person has seen any, which forbids a silent retry. */
final class DeliveryTracker implements ModelStreamListener {
    private final ModelStreamListener delegate;
    private boolean delivered;

    DeliveryTracker(ModelStreamListener delegate) {
        this.delegate = delegate;
    }

    boolean delivered() {
        return delivered;
    }

    @Override
    public void onTextDelta(String delta) {
        if (!delta.isEmpty()) {
            delivered = true;
            delegate.onTextDelta(delta);
        }
    }

    @Override
    public void onReasoningDelta(String delta) {
        if (!delta.isEmpty()) {
            delivered = true;
            delegate.onReasoningDelta(delta);
        }
    }

    @Override
    public void onRetry(int attempt, Duration wait, String reason) {
        delegate.onRetry(attempt, wait, reason);
    }
}
