package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.session.SessionId;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The driver's bookkeeping per session. */
final class Runtimes {
    private final Map<SessionId, RoundRuntime> bySession = new ConcurrentHashMap<>();

    RoundRuntime of(SessionId session) {
        return bySession.computeIfAbsent(session, key -> new RoundRuntime());
    }

    /** The bookkeeping of a session the driver has seen, without creating any. */
    RoundRuntime find(SessionId session) {
        return bySession.get(session);
    }

    /** The sessions the driver has seen. */
    Set<SessionId> sessions() {
        return bySession.keySet();
    }
}
