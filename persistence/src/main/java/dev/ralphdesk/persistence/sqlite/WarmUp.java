package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.EventType;
import dev.ralphdesk.core.session.SessionStoreException;
import java.util.List;

/**
 * Prepares, on a background thread when the store opens, what the first screen after start-up
 * needs: one reader connection, the index-row parser and the decoders of the records it may read (a
 * few hundred milliseconds in a cold JVM). It decodes empty payloads and reads nothing from the
 * database; the results are thrown away.
 */
final class WarmUp {

    private WarmUp() {
    }

    /**
     * The event types whose decoders the warm-up prepares in a database of {@code schemaVersion}: none
     * in a new or empty file (version 0: a first start has no record to read, and the decoders' Jackson
     * introspection only competed with the window's first frame for the cores), else every type.
     */
    static List<EventType<?>> decoders(EventCatalog catalog, int schemaVersion) {
        return schemaVersion == 0 ? List.of() : List.copyOf(catalog.types());
    }

    static void start(EventCatalog catalog, List<EventType<?>> decoders, ReaderPool pool) {
        Thread thread = new Thread(() -> {
            try {
                pool.read("preparing a reader", connection -> null);
            } catch (SessionStoreException e) {
                return; // the store was closed already, or the first real read will report the problem
            }
            IndexRows.columnsFrom("{\"lastOutcome\":\"completed\"}");
            for (EventType<?> type : decoders) {
                catalog.decode(type.name(), type.version(), "{}");
            }
        }, "ralph-desk-warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }
}
