package dev.ralphdesk.core.cli;

import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;

/** A session named on the command line by its id or a unique prefix of it (trash included). */
public final class SessionRefs {
    private SessionRefs() {
    }

    public static SessionInfo resolve(SessionStore store, String idOrPrefix) {
        return IdPrefix.resolve(idOrPrefix, store.list(true), info -> info.id().value(),
                info -> info.id().value() + " \"" + info.title() + "\"", "session", "`ralph-desk sessions list --all` lists them");
    }
}
