package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.session.LoggedEvent;
import java.util.Optional;

/**
 * How a plugin's events appear in every transcript (the window, the command line, exports): the
 * core's fold hands each event it does not show itself to the plugin's folder, which may show or
 * update a card for the plugin's background work. Pure: no I/O, the same cards live and on reopen.
 */
@FunctionalInterface
public interface TranscriptContribution {

    /** A folder for one transcript: it may keep what it learns from one event to the next. */
    Folder start();

    @FunctionalInterface
    interface Folder {
        void apply(LoggedEvent event, Cards cards);
    }

    /** The cards of a transcript, as a folder may change them. */
    interface Cards {

        /** The card of {@code kind} and {@code id} shown so far. */
        Optional<TranscriptEntry.WorkCard> find(String kind, String id);

        /** Shows a card: a new one at the end, or in place of the card with the same kind and id. */
        void put(TranscriptEntry.WorkCard card);
    }
}
