package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.EventType;

/**
 * Builds the catalog's decoders on a background thread when the store opens, so the first session
 * shown after start-up does not pay for it (a few hundred milliseconds in a cold JVM). It decodes
 * an empty payload of every registered type; the results are thrown away and nothing is read or
 * written.
 */
final class DecoderWarmUp {

    private DecoderWarmUp() {
    }

    static void start(EventCatalog catalog) {
        Thread thread = new Thread(() -> {
            for (EventType<?> type : catalog.types()) {
                catalog.decode(type.name(), type.version(), "{}");
            }
        }, "ralph-desk-decoder-warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }
}
