package dev.ralphdesk.core.event;

import dev.ralphdesk.core.log.JulLogger;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Publishes agent events to listeners on the publishing thread. A listener that throws is
 * reported to the error handler and does not stop delivery to the others.
 */
public final class EventBus {
    private final List<Consumer<AgentEvent>> listeners = new CopyOnWriteArrayList<>();
    private final Consumer<RuntimeException> errorHandler;

    public EventBus() {
        this(e -> JulLogger.of(EventBus.class).log(System.Logger.Level.WARNING, "listener failed", e));
    }

    public EventBus(Consumer<RuntimeException> errorHandler) {
        this.errorHandler = errorHandler;
    }

    public AutoCloseable subscribe(Consumer<AgentEvent> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    public void publish(AgentEvent event) {
        for (Consumer<AgentEvent> listener : listeners) {
            try {
                listener.accept(event);
            } catch (RuntimeException e) {
                errorHandler.accept(e);
            }
        }
    }
}
