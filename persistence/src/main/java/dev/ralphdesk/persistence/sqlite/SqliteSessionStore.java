package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.persistence.location.DataFolder;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The session store on one SQLite database, {@code ralph-desk.db} in the data folder. One writer
 * commits every event as its own transaction together with the session's index row, one caller at a
 * time, on the caller's thread ({@link SerialWriter}); reads go through separate read-only connections
 * and never write.
 *
 * <p>Trash is kept in the index only, not as an event: it is about the library, not the
 * conversation; it must work for a read-only (damaged) session; and it must not make a session
 * "recently updated". Forks copy the parent's records verbatim (with their original times).
 */
public final class SqliteSessionStore implements SessionStore {
    private static final System.Logger LOG = JulLogger.of(SqliteSessionStore.class);
    private final DataFolder folder;
    private final EventCatalog catalog;
    private final FolderLock lock;
    private final SerialWriter writer;
    private final ReaderPool pool;
    private final SessionReader reader;
    private final ReadOnlyVerdicts verdicts;
    /** Per session, the seq through which a checkpoint handed out vouches for the records. */
    private final Map<SessionId, Long> vouched = new ConcurrentHashMap<>();
    private boolean closed;

    private SqliteSessionStore(DataFolder folder, EventCatalog catalog, FolderLock lock, SerialWriter writer,
            ReaderPool pool) {
        this.folder = folder;
        this.catalog = catalog;
        this.lock = lock;
        this.writer = writer;
        this.pool = pool;
        this.reader = new SessionReader(pool, catalog, folder.database());
        this.verdicts = new ReadOnlyVerdicts(reader, folder.database());
    }

    public static SqliteSessionStore open(DataFolder folder, EventCatalog catalog) {
        return open(folder, catalog, SqliteOptions.defaults());
    }

    /**
     * Claims the data folder and checks an existing database read-only, then has the writer open it and
     * bring its schema up to date on its own thread: the first write queues behind that, the first read
     * waits for it, and both fail as it failed ({@link StoreOpening}).
     *
     * @throws SessionStoreException naming the file and what to do, when the claim or the check fails
     */
    public static SqliteSessionStore open(DataFolder folder, EventCatalog catalog, SqliteOptions options) {
        return StoreOpening.begin(folder, options).store(catalog);
    }

    /** The store on a claimed folder whose database {@code writer} is opening ({@link StoreOpening#store}). */
    static SqliteSessionStore of(DataFolder folder, EventCatalog catalog, SqliteOptions options, FolderLock lock,
            SerialWriter writer, int schema) {
        ReaderPool pool = new ReaderPool(folder.database(), options, writer::awaitOpened);
        if (options.warmUp()) {
            WarmUp.start(catalog, WarmUp.decoders(catalog, schema), pool);
        }
        LOG.log(System.Logger.Level.INFO, "opened " + folder.database() + " (data folder from " + folder.source() + ")");
        return new SqliteSessionStore(folder, catalog, lock, writer, pool);
    }

    public DataFolder folder() {
        return folder;
    }

    @Override
    public SessionInfo create(NewSession spec) {
        return createLog(spec).info();
    }

    /** The session created, with the record it was written with (not read back). */
    @Override
    public SessionLog createLog(NewSession spec) {
        SessionId id = SessionId.random();
        String parent = spec.parent() == null ? null : spec.parent().value();
        SessionCreated created = new SessionCreated(spec.kind().wire(), spec.title(), spec.workspace().toString(),
                parent, null, spec.runId(), spec.round());
        EncodedEvent encoded = EncodedEvent.of(catalog, created);
        SessionInfo info = writer.call(w -> w.create(id, spec.kind(), created.workspace(), spec.parent(), null,
                encoded, Map.of()));
        verdicts.learn(id, Optional.empty());
        return new SessionLog(info, List.of(new LoggedEvent(1, info.createdAt(), created)), 0, List.of());
    }

    @Override
    public LoggedEvent append(SessionId id, SessionEvent event) {
        verdicts.requireWritable(id);
        EncodedEvent encoded = EncodedEvent.of(catalog, event);
        SessionInfo after = writer.call(w -> w.append(id, encoded));
        return new LoggedEvent(after.lastSeq(), after.updatedAt(), event);
    }

    @Override
    public SessionLog open(SessionId id) {
        return openFrom(id, 1);
    }

    @Override
    public SessionLog openFrom(SessionId id, long fromSeq) {
        return learned(id, fromSeq, reader.open(id, Math.max(1, fromSeq)));
    }

    /** Reads the records of other types up to {@code vouchedSeq} not at all (see {@link SessionReader#open}). */
    @Override
    public SessionLog openFrom(SessionId id, long fromSeq, long vouchedSeq, Set<String> types) {
        return learned(id, Math.max(fromSeq, vouchedSeq + 1),
                reader.open(id, Math.max(1, fromSeq), vouchedSeq, types));
    }

    /**
     * A read of every record from {@code fromSeq} on, when no checkpoint vouches for those, tells
     * whether the session is read-only.
     */
    private SessionLog learned(SessionId id, long fromSeq, SessionLog log) {
        if (fromSeq <= vouched.getOrDefault(id, 0L) + 1) {
            verdicts.learn(id, log.warnings().stream().findFirst());
        }
        return log;
    }

    /**
     * The latest checkpoint, if its row is intact and of this build (see {@link CheckpointRows}). It
     * vouches for the records behind it: a row only exists for a session whose records were all
     * valid, and changing a record voids the checkpoints behind it (a trigger).
     */
    @Override
    public Optional<Checkpoint> checkpoint(SessionId id) {
        Optional<Checkpoint> found = reader.latestCheckpoint(id).flatMap(row -> {
            CheckpointRows.Verdict verdict = row.getKey().read(catalog.fingerprint(), row.getValue());
            if (verdict.checkpoint().isEmpty()) {
                LOG.log(System.Logger.Level.INFO, "session " + id + ": checkpoint at record " + row.getKey().seq()
                        + " not used: " + verdict.mismatch());
            }
            return verdict.checkpoint();
        });
        found.ifPresent(checkpoint -> vouched.merge(id, checkpoint.seq(), Math::max));
        return found;
    }

    @Override
    public void saveCheckpoint(SessionId id, Checkpoint checkpoint) {
        CheckpointRows row = CheckpointRows.of(checkpoint);
        writer.call(w -> {
            w.saveCheckpoint(id, row);
            return null;
        });
    }

    @Override
    public Optional<SessionInfo> info(SessionId id) {
        return reader.info(id);
    }

    @Override
    public List<SessionInfo> list(boolean includeTrashed) {
        return reader.list(includeTrashed);
    }

    @Override
    public void rename(SessionId id, String title) {
        append(id, new SessionRenamed(title));
    }

    @Override
    public SessionInfo fork(SessionId id, long atSeq) {
        SessionInfo parent = reader.info(id).orElseThrow(() -> SessionReader.noSession(id, folder.database()));
        if (atSeq < 1 || atSeq > parent.lastSeq()) {
            throw new SessionStoreException("Cannot fork session " + id + " at seq " + atSeq + ": it has seqs 1.."
                    + parent.lastSeq() + ".");
        }
        Map<String, String> columns = reader.columnsUpTo(id, atSeq);
        SessionCreated created = new SessionCreated(parent.kind().wire(), parent.title() + " (fork)",
                parent.workspace(), id.value(), atSeq, null, null);
        EncodedEvent encoded = EncodedEvent.of(catalog, created);
        SessionId child = SessionId.random();
        return writer.call(w -> w.create(child, parent.kind(), parent.workspace(), id, atSeq, encoded, columns));
    }

    @Override
    public void trash(SessionId id) {
        writer.call(w -> {
            w.setTrashed(id, true);
            return null;
        });
    }

    @Override
    public void restore(SessionId id) {
        writer.call(w -> {
            w.setTrashed(id, false);
            return null;
        });
    }

    @Override
    public void purge(SessionId id) {
        writer.call(w -> {
            w.purge(id);
            return null;
        });
        verdicts.forget(id);
        vouched.remove(id);
    }

    @Override
    public String putBlob(String content) {
        String hash = Hashes.sha256(content);
        long size = content.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        writer.call(w -> {
            w.putBlob(hash, content, size);
            return null;
        });
        return hash;
    }

    @Override
    public Optional<String> blob(String hash) {
        return reader.blob(hash);
    }

    /**
     * Closes the readers, then ends the writer for the process's exit: when every record is synced the
     * write connection is left open, so SQLite does not fold the write-ahead log into the database (a
     * copy and two syncs, 3–14 ms at the end of a command), and the folder's lock stays held until the
     * process ends; the next opening reads the log, and readers see every record meanwhile. Otherwise
     * as {@link #close}.
     */
    @Override
    public synchronized void closeForExit() {
        if (closed) {
            return;
        }
        closed = true;
        boolean left = false;
        try {
            pool.close();
        } finally {
            try {
                left = writer.closeForExit();
            } finally {
                if (!left) {
                    lock.close();
                }
                LOG.log(System.Logger.Level.INFO, (left ? "left " : "closed ") + folder.database()
                        + (left ? " to the process's end, its write-ahead log to the next opening" : ""));
            }
        }
    }

    /**
     * Closes the readers first, then the writer, which folds the write-ahead log into the database
     * file on its way out: after a clean close {@code ralph-desk.db} alone holds every session.
     * The folder lock is released last, so no other Ralph Desk opens the file meanwhile.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            pool.close();
        } finally {
            try {
                writer.close();
            } finally {
                lock.close();
                LOG.log(System.Logger.Level.INFO, "closed " + folder.database());
            }
        }
    }
}
