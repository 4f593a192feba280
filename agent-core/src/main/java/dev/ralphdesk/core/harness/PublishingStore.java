package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.SessionRenamed;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The harness's store: every append is committed by the store it wraps, then published on the bus
 * as {@link AgentEvent.Committed} — exactly what was appended, after its commit, in commit order
 * (so in seq order per session) whichever threads append. An append returns only once its event
 * has been delivered, so what a thread does next (e.g. stream the next step) is heard after it;
 * an append made by a listener while it is being told is delivered right after the current event.
 * Listeners must be quick and must not wait for anything an appender may hold (hand work to your
 * own thread, as the UI's bridge does).
 */
final class PublishingStore implements SessionStore {
    private final SessionStore store;
    private final EventBus bus;
    private final Object order = new Object();
    private final ArrayDeque<AgentEvent.Committed> pending = new ArrayDeque<>();
    /** Appends queued and delivered so far: an append's ticket is delivered once {@code delivered >= ticket}. */
    private long queued;
    private long delivered;
    private Thread delivering;

    PublishingStore(SessionStore store, EventBus bus) {
        this.store = store;
        this.bus = bus;
    }

    @Override
    public LoggedEvent append(SessionId id, SessionEvent event) {
        LoggedEvent logged;
        long ticket;
        synchronized (order) {
            logged = store.append(id, event);
            pending.add(new AgentEvent.Committed(id, logged));
            ticket = ++queued;
        }
        deliver(ticket);
        return logged;
    }

    /** Delivers the queue if no other thread does; otherwise waits until {@code ticket} was delivered. */
    private void deliver(long ticket) {
        boolean interrupted = false;
        try {
            synchronized (order) {
                while (true) {
                    if (delivered >= ticket || delivering == Thread.currentThread()) {
                        // told already, or appended by a listener: told right after the event being told now
                        return;
                    }
                    if (delivering == null) {
                        delivering = Thread.currentThread();
                        break;
                    }
                    try {
                        order.wait();
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
            }
            drain();
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void drain() {
        try {
            while (true) {
                AgentEvent.Committed next;
                synchronized (order) {
                    next = pending.poll();
                    if (next == null) {
                        return;
                    }
                }
                try {
                    bus.publish(next);
                } finally {
                    synchronized (order) {
                        delivered++;
                        order.notifyAll();
                    }
                }
            }
        } finally {
            synchronized (order) {
                delivering = null;
                order.notifyAll();
            }
        }
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
        append(id, new SessionRenamed(title));
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

    @Override
    public void closeForExit() {
        store.closeForExit();
    }
}
