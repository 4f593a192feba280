package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.bridge.EventBridge;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.session.SessionId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventBridgeTest {
    private final EventBus bus = new EventBus();
    private final ManualFrameClock clock = new ManualFrameClock();
    private final EventBridge bridge = new EventBridge(bus, clock);
    private final SessionId session = new SessionId("s1");
    private final List<List<AgentEvent>> batches = new ArrayList<>();

    @Test
    void manyDeltasBetweenTwoFramesArriveAsOneUpdate() throws Exception {
        bridge.listen(session, batches::add);
        Thread worker = new Thread(() -> {
            for (int i = 0; i < 2_000; i++) {
                bus.publish(new AgentEvent.TextDelta(session, 1, "t1", 1, "x"));
            }
        });
        worker.start();
        worker.join();

        assertEquals(1, clock.tick());
        assertEquals(1, batches.size());
        assertEquals(2_000, batches.get(0).size());
    }

    @Test
    void eventsAfterAFrameWaitForTheNextOne() {
        bridge.listen(session, batches::add);
        bus.publish(new AgentEvent.TextDelta(session, 1, "t1", 1, "a"));
        clock.tick();
        bus.publish(new AgentEvent.TextDelta(session, 1, "t1", 1, "b"));
        bus.publish(new AgentEvent.TextDelta(session, 1, "t1", 1, "c"));
        clock.tick();

        assertEquals(List.of(1, 2), batches.stream().map(List::size).toList());
    }

    @Test
    void onlyTheListenedSessionIsDelivered() {
        bridge.listen(session, batches::add);
        bus.publish(new AgentEvent.TextDelta(new SessionId("other"), 1, "t1", 1, "a"));

        assertEquals(0, clock.tick());
        assertEquals(List.of(), batches);
    }

    @Test
    void nothingArrivesAfterTheListenerCloses() throws Exception {
        AutoCloseable listening = bridge.listen(session, batches::add);
        bus.publish(new AgentEvent.TextDelta(session, 1, "t1", 1, "a"));
        listening.close();
        clock.tick();

        assertEquals(List.of(), batches);
    }
}
