package dev.ralphdesk.persistence.cli;

import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import java.util.List;

/** Finds a session by its id or by a unique prefix of it (trash included). */
final class SessionIds {
    static final int MIN_PREFIX = 4;
    private final SessionStore store;

    /** No session, or more than one, matches: exit code 1. */
    static final class NoMatch extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NoMatch(String message) {
            super(message);
        }
    }

    SessionIds(SessionStore store) {
        this.store = store;
    }

    SessionInfo resolve(String text) {
        List<SessionInfo> all = store.list(true);
        for (SessionInfo info : all) {
            if (info.id().value().equals(text)) {
                return info;
            }
        }
        List<SessionInfo> matches = text.length() < MIN_PREFIX ? List.of()
                : all.stream().filter(i -> i.id().value().startsWith(text)).toList();
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (matches.isEmpty()) {
            throw new NoMatch("no session matches '" + text + "'; `sessions list --all` shows them all");
        }
        throw new NoMatch("'" + text + "' matches " + matches.size() + " sessions: " + String.join(", ",
                matches.stream().map(i -> i.id().value()).toList()) + "; give more of the id");
    }
}
