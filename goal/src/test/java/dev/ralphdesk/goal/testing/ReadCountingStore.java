package dev.ralphdesk.goal.testing;

import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/** A store that records every log read: the seq each read started from (1 for a whole log). */
public final class ReadCountingStore implements SessionStore {
    private final SessionStore store;
    private final List<Long> reads = new CopyOnWriteArrayList<>();

    public ReadCountingStore(SessionStore store) {
        this.store = store;
    }

    /** The first seq of every read so far, in order. */
    public List<Long> reads() {
        return List.copyOf(reads);
    }

    public void forgetReads() {
        reads.clear();
    }

    @Override
    public SessionInfo create(NewSession spec) {
        return store.create(spec);
    }

    @Override
    public long append(SessionId id, SessionEvent event) {
        return store.append(id, event);
    }

    @Override
    public SessionLog open(SessionId id) {
        reads.add(1L);
        return store.open(id);
    }

    @Override
    public SessionLog openFrom(SessionId id, long fromSeq) {
        reads.add(Math.max(1L, fromSeq));
        return store.openFrom(id, fromSeq);
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
