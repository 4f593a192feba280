package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import java.util.List;
import java.util.OptionalInt;

/**
 * The first screen of a session: the transcript rows of its last messages, read from the tail of
 * the log only, so a session of 100k events shows quickly. Reads through the store; the projection
 * itself is {@link TranscriptTail#lastMessages}.
 *
 * @param warnings warnings about malformed records in the part read (see {@link SessionStore#openFrom})
 */
public record FirstScreen(SessionInfo info, Transcript transcript, int skippedUnknown, List<String> warnings) {
    private static final int EVENTS_PER_MESSAGE_GUESS = 6;

    public FirstScreen {
        warnings = List.copyOf(warnings);
    }

    public static FirstScreen load(SessionStore store, Transcripts transcripts, SessionId id, int messages) {
        SessionInfo info = store.info(id).orElseThrow(() -> new SessionStoreException("no session " + id));
        long window = Math.max(64, (long) messages * EVENTS_PER_MESSAGE_GUESS);
        while (true) {
            long from = Math.max(1, info.lastSeq() - window + 1);
            SessionLog log = store.openFrom(id, from);
            OptionalInt start = TranscriptTail.tailStart(log.events(), messages);
            if (from == 1 || start.isPresent()) {
                Transcript transcript = TranscriptTail.lastMessages(transcripts, log.events(), messages);
                return new FirstScreen(log.info(), transcript, log.skippedUnknown(), log.warnings());
            }
            window *= 4;
        }
    }
}
