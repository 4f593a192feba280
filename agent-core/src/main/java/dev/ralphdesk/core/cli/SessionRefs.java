package dev.ralphdesk.core.cli;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import java.util.Optional;

/** A session named on the command line by its id or a unique prefix of it (trash included). */
public final class SessionRefs {
    private SessionRefs() {
    }

    /**
     * The session with exactly that id, read from the index alone (as {@code chat --session ID} names
     * it: a folder of many sessions is not listed for it); else the one whose id starts with it.
     */
    public static SessionInfo resolve(SessionStore store, String idOrPrefix) {
        Optional<SessionInfo> exact = exactly(store, idOrPrefix.strip());
        if (exact.isPresent()) {
            return exact.get();
        }
        return IdPrefix.resolve(idOrPrefix, store.list(true), info -> info.id().value(),
                info -> info.id().value() + " \"" + info.title() + "\"", "session", "`ralph-desk sessions list --all` lists them");
    }

    private static Optional<SessionInfo> exactly(SessionStore store, String id) {
        SessionId valid;
        try {
            valid = new SessionId(id);
        } catch (IllegalArgumentException e) {
            return Optional.empty(); // not a valid id: no session has it
        }
        return store.info(valid);
    }
}
