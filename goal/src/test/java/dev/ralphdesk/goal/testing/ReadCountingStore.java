package dev.ralphdesk.goal.testing;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.testing.ForwardingSessionStore;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A store that records every log read: the seq each read started from (1 for a whole log). */
public final class ReadCountingStore extends ForwardingSessionStore {
    private final List<Long> reads = new CopyOnWriteArrayList<>();

    public ReadCountingStore(SessionStore store) {
        super(store);
    }

    /** The first seq of every read so far, in order. */
    public List<Long> reads() {
        return List.copyOf(reads);
    }

    public void forgetReads() {
        reads.clear();
    }

    @Override
    public SessionLog open(SessionId id) {
        reads.add(1L);
        return super.open(id);
    }

    @Override
    public SessionLog openFrom(SessionId id, long fromSeq) {
        reads.add(Math.max(1L, fromSeq));
        return super.openFrom(id, fromSeq);
    }
}
