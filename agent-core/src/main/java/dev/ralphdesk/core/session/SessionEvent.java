package dev.ralphdesk.core.session;

import java.util.Map;

/**
 * One semantic event of a session log. Each implementation is a record registered in the
 * {@link EventCatalog} under a namespaced type such as {@code user/message}.
 */
public interface SessionEvent {

    /** Namespaced event type, e.g. {@code turn/finished}. */
    String type();

    /** The turn this event is part of, or null for an event outside turns (a record's {@code turnId} component). */
    default String turnId() {
        return null;
    }

    /**
     * Columns of the session index this event updates in the same transaction as its append
     * (e.g. {@code lastOutcome}, {@code goalPhase}); a {@code null} value clears a column.
     */
    default Map<String, String> indexColumns() {
        return Map.of();
    }
}
