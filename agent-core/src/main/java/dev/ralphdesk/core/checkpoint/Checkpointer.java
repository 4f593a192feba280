package dev.ralphdesk.core.checkpoint;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Keeps the checkpointed folds of the sessions open for work current with every committed event and
 * saves a checkpoint every {@code every} records and when a session closes.
 *
 * <p>A checkpoint is its own transaction, written after the records it covers are committed: a
 * process killed in between leaves the previous checkpoint, which stays true of the records behind
 * it (records are never changed), so reopening reads a longer tail and nothing else. A session
 * whose records were not seen one by one from the state's seq on (appended while it was being
 * read) is dropped here and gets its checkpoint from its next opening.
 */
public final class Checkpointer {
    private static final System.Logger LOG = JulLogger.of(Checkpointer.class);
    private final SessionStore store;
    private final String catalog;
    private final int every;
    private final Map<SessionId, Tracked> tracked = new ConcurrentHashMap<>();

    private static final class Tracked {
        final SessionFolds folds;
        long saved;

        Tracked(SessionFolds folds, long saved) {
            this.folds = folds;
            this.saved = saved;
        }
    }

    /**
     * @param catalog the event catalog's fingerprint
     * @param every records between two checkpoints
     */
    public Checkpointer(SessionStore store, String catalog, int every) {
        if (every < 1) {
            throw new IllegalArgumentException("checkpoint every " + every + " records: must be at least 1");
        }
        this.store = store;
        this.catalog = catalog;
        this.every = every;
    }

    /**
     * Follows a session just opened for work from its folds' seq; {@code checkpointSeq} is the seq of
     * the checkpoint it was restored from (0: folded whole).
     */
    public void track(SessionFolds folds, long checkpointSeq) {
        if (!folds.violations().isEmpty()) {
            return;
        }
        Tracked session = new Tracked(folds, checkpointSeq);
        tracked.put(folds.info().id(), session);
        synchronized (session) {
            if (folds.seq() - session.saved >= every) {
                save(folds.info().id(), session);
            }
        }
    }

    /** A bus listener: feeds committed events to their session's folds. */
    public void onEvent(AgentEvent event) {
        if (!(event instanceof AgentEvent.Committed committed)) {
            return;
        }
        Tracked session = tracked.get(committed.sessionId());
        if (session == null) {
            return;
        }
        LoggedEvent logged = committed.logged();
        synchronized (session) {
            if (logged.seq() <= session.folds.seq()) {
                return;
            }
            if (logged.seq() != session.folds.seq() + 1) {
                LOG.log(System.Logger.Level.INFO, "session " + committed.sessionId() + ": record " + logged.seq()
                        + " follows " + session.folds.seq() + "; no checkpoint until it is opened again");
                tracked.remove(committed.sessionId(), session);
                return;
            }
            session.folds.add(logged);
            if (!session.folds.violations().isEmpty()) {
                tracked.remove(committed.sessionId(), session);
            } else if (session.folds.seq() - session.saved >= every) {
                save(committed.sessionId(), session);
            }
        }
    }

    /** Saves the session's folds if records came since its last checkpoint, and stops following it. */
    public void close(SessionId id) {
        Tracked session = tracked.remove(id);
        if (session != null) {
            synchronized (session) {
                if (session.folds.seq() > session.saved) {
                    save(id, session);
                }
            }
        }
    }

    /** Closes every session followed (on shutdown). */
    public void closeAll() {
        tracked.keySet().forEach(this::close);
    }

    private void save(SessionId id, Tracked session) {
        try {
            store.saveCheckpoint(id, session.folds.save(catalog));
            session.saved = session.folds.seq();
        } catch (SessionStoreException e) {
            // the log is intact; the next opening reads a longer tail
            LOG.log(System.Logger.Level.WARNING, "session " + id + ": checkpoint not saved: " + e.getMessage());
        }
    }
}
