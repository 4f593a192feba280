package dev.ralphdesk.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.ForwardingSessionStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SessionRefsTest {
    private final InMemorySessionStore sessions = new InMemorySessionStore(EventCatalog.withCoreTypes());
    private final List<Boolean> listed = new ArrayList<>();
    private final SessionStore store = new ForwardingSessionStore(sessions) {
        @Override
        public List<SessionInfo> list(boolean includeTrashed) {
            listed.add(includeTrashed);
            return super.list(includeTrashed);
        }
    };

    @Test
    void aWholeIdIsLookedUpWithoutListingTheSessions() {
        SessionInfo one = sessions.create(NewSession.chat("one", Path.of("/tmp")));
        sessions.create(NewSession.chat("two", Path.of("/tmp")));
        assertEquals(one.id(), SessionRefs.resolve(store, " " + one.id().value() + " ").id());
        sessions.trash(one.id());
        assertEquals(one.id(), SessionRefs.resolve(store, one.id().value()).id(), "the trash included");
        assertEquals(List.of(), listed);
    }

    @Test
    void aPrefixIsFoundAmongAllTheSessionsTrashIncluded() {
        SessionInfo one = sessions.create(NewSession.chat("one", Path.of("/tmp")));
        sessions.trash(one.id());
        assertEquals(one.id(), SessionRefs.resolve(store, one.id().value().substring(0, 8)).id());
        assertEquals(List.of(true), listed);
        CliException unknown = assertThrows(CliException.class, () -> SessionRefs.resolve(store, "zzzz/not an id"));
        assertEquals("no session matches 'zzzz/not an id'; `ralph-desk sessions list --all` lists them",
                unknown.getMessage());
    }
}
