package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionEvent;
import java.util.Map;
import java.util.Objects;

/** An event as the catalog encodes it, ready for the writer (encoded before its caller takes the writer's lock). */
record EncodedEvent(String type, int version, String payload, Map<String, String> indexColumns) {
    EncodedEvent {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(payload, "payload");
        indexColumns = indexColumns == null ? Map.of() : indexColumns;
    }

    static EncodedEvent of(EventCatalog catalog, SessionEvent event) {
        return new EncodedEvent(event.type(), catalog.typeOf(event).version(), catalog.encode(event),
                event.indexColumns());
    }
}
