package dev.ralphdesk.app.ui.bridge;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.session.SessionId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Agent events → the UI, coalesced: events of one session arriving between two frames are handed
 * over as one batch at the next frame, so a session gets at most one UI update per pulse however
 * fast a model streams. Agents publish on their worker threads and never wait for the UI.
 */
public final class EventBridge implements AutoCloseable {
    private final FrameClock clock;
    private final Map<SessionId, Stream> streams = new ConcurrentHashMap<>();
    private final AutoCloseable subscription;

    public EventBridge(EventBus bus, FrameClock clock) {
        this.clock = clock;
        this.subscription = bus.subscribe(this::publish);
    }

    /** Delivers the events of one session, in batches, on the UI thread; closing stops delivery. */
    public AutoCloseable listen(SessionId session, Consumer<List<AgentEvent>> listener) {
        Stream stream = new Stream(listener);
        streams.put(session, stream);
        return () -> streams.remove(session, stream);
    }

    private void publish(AgentEvent event) {
        Stream stream = streams.get(event.sessionId());
        if (stream != null) {
            stream.pending.add(event);
            if (stream.scheduled.compareAndSet(false, true)) {
                clock.nextFrame(() -> drain(event.sessionId(), stream));
            }
        }
    }

    private void drain(SessionId session, Stream stream) {
        stream.scheduled.set(false);
        List<AgentEvent> batch = new ArrayList<>();
        for (AgentEvent event = stream.pending.poll(); event != null; event = stream.pending.poll()) {
            batch.add(event);
        }
        if (!batch.isEmpty() && streams.get(session) == stream) {
            stream.listener.accept(batch);
        }
    }

    @Override
    public void close() throws Exception {
        subscription.close();
        streams.clear();
    }

    private static final class Stream {
        final Consumer<List<AgentEvent>> listener;
        final Queue<AgentEvent> pending = new ConcurrentLinkedQueue<>();
        final AtomicBoolean scheduled = new AtomicBoolean();

        Stream(Consumer<List<AgentEvent>> listener) {
            this.listener = listener;
        }
    }
}
