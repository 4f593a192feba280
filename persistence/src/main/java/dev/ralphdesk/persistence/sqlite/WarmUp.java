package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.EventType;
import dev.ralphdesk.core.session.SessionStoreException;

/**
 * Prepares, on a background thread when the store opens, what the first screen after start-up
 * needs: one reader connection, the index-row parser and the catalog's decoders (a few hundred
 * milliseconds in a cold JVM). It decodes empty payloads and reads nothing from the database; the
 * results are thrown away.
 */
final class WarmUp {

    private WarmUp() {
    }

    static void start(EventCatalog catalog, ReaderPool pool) {
        Thread thread = new Thread(() -> {
            try {
                pool.read("preparing a reader", connection -> null);
            } catch (SessionStoreException e) {
                return; // the store was closed already, or the first real read will report the problem
            }
            IndexRows.columnsFrom("{\"lastOutcome\":\"completed\"}");
            for (EventType<?> type : catalog.types()) {
                catalog.decode(type.name(), type.version(), "{}");
            }
        }, "ralph-desk-warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }
}
