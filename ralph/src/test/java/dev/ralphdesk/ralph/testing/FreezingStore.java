package dev.ralphdesk.ralph.testing;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.testing.ForwardingSessionStore;

/**
 * A store that stops committing anything once frozen, as if the process died at that instant:
 * what was committed stays readable through the underlying store, nothing after it exists.
 */
public final class FreezingStore extends ForwardingSessionStore {
    private volatile boolean frozen;

    public FreezingStore(SessionStore store) {
        super(store);
    }

    private volatile java.util.function.Predicate<SessionEvent> freezeAfter = event -> false;

    public void freeze() {
        frozen = true;
    }

    /** Freezes right after committing the first event that {@code when} accepts. */
    public void freezeAfter(java.util.function.Predicate<SessionEvent> when) {
        freezeAfter = when;
    }

    private void check() {
        if (frozen) {
            throw new SessionStoreException("the process is gone");
        }
    }

    @Override
    public SessionInfo create(NewSession spec) {
        check();
        return store.create(spec);
    }

    @Override
    public LoggedEvent append(SessionId id, SessionEvent event) {
        check();
        LoggedEvent seq = store.append(id, event);
        if (freezeAfter.test(event)) {
            frozen = true;
        }
        return seq;
    }

    @Override
    public void rename(SessionId id, String title) {
        check();
        store.rename(id, title);
    }

    @Override
    public SessionInfo fork(SessionId id, long atSeq) {
        check();
        return store.fork(id, atSeq);
    }

    @Override
    public void trash(SessionId id) {
        check();
        store.trash(id);
    }

    @Override
    public void restore(SessionId id) {
        check();
        store.restore(id);
    }

    @Override
    public void purge(SessionId id) {
        check();
        store.purge(id);
    }

    @Override
    public String putBlob(String content) {
        check();
        return store.putBlob(content);
    }

    @Override
    public void close() {
        // the underlying store outlives the "process"
    }
}
