package dev.ralphdesk.ralph.run;

import dev.ralphdesk.core.session.EventType;
import java.util.List;

/** The event types of Ralph runs at their current schema versions. */
public final class RalphEventTypes {
    private RalphEventTypes() {
    }

    public static List<EventType<?>> all() {
        return List.of(new EventType<>(RalphRunStarted.TYPE, 1, RalphRunStarted.class),
                new EventType<>(RalphRoundStarted.TYPE, 1, RalphRoundStarted.class),
                new EventType<>(RalphRoundFinished.TYPE, 1, RalphRoundFinished.class),
                new EventType<>(RalphRunFinished.TYPE, 1, RalphRunFinished.class));
    }
}
