package dev.ralphdesk.core.testing;

import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A store that hands every call to another: test stores override only what they change. */
public abstract class ForwardingSessionStore implements SessionStore {
    protected final SessionStore store;

    protected ForwardingSessionStore(SessionStore store) {
        this.store = store;
    }

    @Override
    public SessionInfo create(NewSession spec) {
        return store.create(spec);
    }

    @Override
    public SessionLog createLog(NewSession spec) {
        return store.createLog(spec);
    }

    @Override
    public LoggedEvent append(SessionId id, SessionEvent event) {
        return store.append(id, event);
    }

    @Override
    public SessionLog open(SessionId id) {
        return store.open(id);
    }

    @Override
    public SessionLog openFrom(SessionId id, long fromSeq) {
        return store.openFrom(id, fromSeq);
    }

    @Override
    public SessionLog openFrom(SessionId id, long fromSeq, long vouchedSeq, Set<String> types) {
        return store.openFrom(id, fromSeq, vouchedSeq, types);
    }

    @Override
    public Optional<Checkpoint> checkpoint(SessionId id) {
        return store.checkpoint(id);
    }

    @Override
    public void saveCheckpoint(SessionId id, Checkpoint checkpoint) {
        store.saveCheckpoint(id, checkpoint);
    }

    @Override
    public Optional<SessionInfo> info(SessionId id) {
        return store.info(id);
    }

    @Override
    public List<SessionInfo> list(boolean includeTrashed) {
        return store.list(includeTrashed);
    }

    @Override
    public void rename(SessionId id, String title) {
        store.rename(id, title);
    }

    @Override
    public SessionInfo fork(SessionId id, long atSeq) {
        return store.fork(id, atSeq);
    }

    @Override
    public void trash(SessionId id) {
        store.trash(id);
    }

    @Override
    public void restore(SessionId id) {
        store.restore(id);
    }

    @Override
    public void purge(SessionId id) {
        store.purge(id);
    }

    @Override
    public String putBlob(String content) {
        return store.putBlob(content);
    }

    @Override
    public Optional<String> blob(String hash) {
        return store.blob(hash);
    }

    @Override
    public void close() {
        store.close();
    }
}
