package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStoreException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/**
 * Everything that writes, used by one thread at a time (under {@link SerialWriter}'s lock). Each
 * operation is one transaction; an event append inserts the record and updates the session's index
 * row together. The index rows this writer has seen are cached: no other connection writes (the
 * folder lock sees to that).
 */
final class EventWriter implements AutoCloseable {
    private final Connection connection;
    private final Path database;
    private final Stamps stamps;
    private final Statement control;
    private final SqliteOptions.Synchronous level;
    /** The connection's level now: {@link #level}, or NORMAL after a commit that needed no sync. */
    private SqliteOptions.Synchronous current;
    /** Whether every commit but checkpoints' is synced: the last one was at FULL, which syncs the log. */
    private boolean recordsSynced = true;
    private final Prepared insertEvent;
    private final Prepared updateIndex;
    private final Prepared advanceIndex;
    private final Prepared insertSession;
    /**
     * A transaction's ends and the two sync levels, prepared once: run as SQL text, each was prepared,
     * run and finalized again — 12 times a step through the driver's Java, which a turn runs interpreted.
     */
    private final Prepared begin = new Prepared("BEGIN IMMEDIATE");
    private final Prepared commit = new Prepared("COMMIT");
    private final Prepared syncFull = new Prepared("PRAGMA synchronous=FULL");
    private final Prepared syncNormal = new Prepared("PRAGMA synchronous=NORMAL");
    private final Transactions.Control ends = new Transactions.Control() {
        @Override
        public void begin() throws SQLException {
            begin.statement().execute();
        }

        @Override
        public void commit() throws SQLException {
            commit.statement().execute();
        }

        @Override
        public void rollback() throws SQLException {
            control.execute("ROLLBACK");
        }
    };
    private static final String[] PURGE = {"DELETE FROM checkpoints WHERE session_id = ?",
        "DELETE FROM events WHERE session_id = ?",
        "DELETE FROM sessions WHERE id = ?"};

    private final Map<SessionId, SessionInfo> cache = new HashMap<>();

    EventWriter(Connection connection, Path database, java.time.Clock clock, SqliteOptions.Synchronous level)
            throws SQLException {
        this.connection = connection;
        this.level = level;
        this.current = level;
        this.database = database;
        this.control = connection.createStatement();
        this.stamps = new Stamps(clock, lastStamp(control));
        this.insertEvent = new Prepared("INSERT INTO events (session_id, seq, type, schema_version, payload, time)"
                + " VALUES (?, ?, ?, ?, ?, ?)");
        this.updateIndex = new Prepared("UPDATE sessions SET title = ?, updated_at = ?, last_seq = ?, columns = ?"
                + " WHERE id = ?");
        this.advanceIndex = new Prepared("UPDATE sessions SET updated_at = ?, last_seq = ? WHERE id = ?");
        this.insertSession = new Prepared("INSERT INTO sessions (" + IndexRows.COLUMNS + ")"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)");
    }

    /**
     * A new session row and its first record, {@code session/created}. For a fork ({@code forkSeq}
     * set) the parent's records 2..forkSeq are copied in the same transaction, and
     * {@code inheritedColumns} are the summary columns they set.
     */
    SessionInfo create(SessionId id, SessionKind kind, String workspace, SessionId parent, Long forkSeq,
            EncodedEvent created, Map<String, String> inheritedColumns) {
        synchronous(level);
        SessionInfo info = inTransaction("creating a session", () -> {
            long now = stamps.next();
            IndexState state = new IndexState("", inheritedColumns);
            state.apply(created.indexColumns());
            long lastSeq = forkSeq == null ? 1 : forkSeq;
            SessionInfo row = new SessionInfo(id, kind, state.title(), workspace, parent, forkSeq,
                    Stamps.toInstant(now), Stamps.toInstant(now), lastSeq, false, state.columns());
            PreparedStatement insert = insertSession.statement();
            IndexRows.bindNew(insert, row);
            insert.executeUpdate();
            insertEvent(id, 1, created, now);
            if (forkSeq != null) {
                copyEvents(parent, id, forkSeq);
            }
            return row;
        });
        committed();
        cache.put(id, info);
        return info;
    }

    /**
     * Commits one event; the session's index row after it (its last seq and time are the event's).
     * A record of a step that {@link SyncPoints} lets wait commits without a sync of its own.
     */
    SessionInfo append(SessionId id, EncodedEvent event) {
        SessionInfo old = info(id);
        synchronous(SyncPoints.syncedByTheNext(event.type()) ? SqliteOptions.Synchronous.NORMAL : level);
        SessionInfo updated = inTransaction("saving an event", () -> {
            long now = stamps.next();
            long seq = old.lastSeq() + 1;
            insertEvent(id, seq, event, now);
            if (event.indexColumns().isEmpty()) {
                return advanced(old, now, seq);
            }
            IndexState state = new IndexState(old.title(), old.columns());
            state.apply(event.indexColumns());
            PreparedStatement update = updateIndex.statement();
            update.setString(1, state.title());
            update.setLong(2, now);
            update.setLong(3, seq);
            update.setString(4, IndexRows.columnsJson(state.columns()));
            update.setString(5, id.value());
            update.executeUpdate();
            return new SessionInfo(id, old.kind(), state.title(), old.workspace(), old.parentId(), old.forkSeq(),
                    old.createdAt(), Stamps.toInstant(now), seq, old.trashed(), state.columns());
        });
        committed();
        cache.put(id, updated);
        return updated;
    }

    /**
     * The row after a record that sets no title nor summary column (a step's records): only its time
     * and last seq change, so they alone are written — writing its title and columns again, as the
     * same values, made a sorted copy of them and wrote them out as JSON at every record.
     */
    private SessionInfo advanced(SessionInfo old, long now, long seq) throws SQLException {
        PreparedStatement advance = advanceIndex.statement();
        advance.setLong(1, now);
        advance.setLong(2, seq);
        advance.setString(3, old.id().value());
        advance.executeUpdate();
        return new SessionInfo(old.id(), old.kind(), old.title(), old.workspace(), old.parentId(), old.forkSeq(),
                old.createdAt(), Stamps.toInstant(now), seq, old.trashed(), old.columns());
    }

    void setTrashed(SessionId id, boolean trashed) {
        SessionInfo old = info(id);
        synchronous(level);
        inTransaction(trashed ? "moving a session to the trash" : "restoring a session", () -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE sessions SET trashed_at = ? WHERE id = ?")) {
                if (trashed) {
                    update.setLong(1, stamps.next());
                } else {
                    update.setNull(1, java.sql.Types.INTEGER);
                }
                update.setString(2, id.value());
                return update.executeUpdate();
            }
        });
        committed();
        cache.put(id, new SessionInfo(id, old.kind(), old.title(), old.workspace(), old.parentId(), old.forkSeq(),
                old.createdAt(), old.updatedAt(), old.lastSeq(), trashed, old.columns()));
    }

    void purge(SessionId id) {
        if (!info(id).trashed()) {
            throw new SessionStoreException("Session " + id + " is not in the trash, so it was not deleted. Move it"
                    + " to the trash first; only sessions in the trash can be deleted for good.");
        }
        synchronous(level);
        inTransaction("deleting a session", () -> {
            for (String sql : PURGE) {
                try (PreparedStatement delete = connection.prepareStatement(sql)) {
                    delete.setString(1, id.value());
                    delete.executeUpdate();
                }
            }
            return null;
        });
        committed();
        cache.remove(id);
    }

    /** Saves a checkpoint of a session (its own transaction) and drops the older ones. */
    void saveCheckpoint(SessionId id, CheckpointRows checkpoint) {
        if (checkpoint.seq() > info(id).lastSeq()) {
            throw new SessionStoreException("A checkpoint at record " + checkpoint.seq() + " of session " + id
                    + " is ahead of its log (" + info(id).lastSeq() + " records); it was not saved.");
        }
        // Derived state, saved after the records it covers were committed: it needs no sync of its own.
        // The next synced record's commit, or the folding of the log on close, syncs it; lost to a power cut,
        // the previous checkpoint (or a full fold) serves, and it is never ahead of the log.
        synchronous(SqliteOptions.Synchronous.NORMAL);
        saveCheckpointRow(id, checkpoint);
    }

    private void saveCheckpointRow(SessionId id, CheckpointRows checkpoint) {
        inTransaction("saving a checkpoint", () -> {
            try (PreparedStatement insert = connection.prepareStatement("INSERT OR REPLACE INTO checkpoints"
                    + " (session_id, seq, format, catalog, payload, checksum) VALUES (?, ?, ?, ?, ?, ?)");
                    PreparedStatement older = connection.prepareStatement(
                            "DELETE FROM checkpoints WHERE session_id = ? AND seq < ?")) {
                insert.setString(1, id.value());
                insert.setLong(2, checkpoint.seq());
                insert.setInt(3, checkpoint.format());
                insert.setString(4, checkpoint.catalog());
                insert.setString(5, checkpoint.payload());
                insert.setString(6, checkpoint.checksum());
                insert.executeUpdate();
                older.setString(1, id.value());
                older.setLong(2, checkpoint.seq());
                return older.executeUpdate();
            }
        });
    }

    /** Notes a commit other than a checkpoint's: synced if it was at FULL (which syncs the log's earlier ones too). */
    private void committed() {
        recordsSynced = current == SqliteOptions.Synchronous.FULL;
    }

    /** Sets the level of the next commits; NORMAL is never stricter than the configured level. */
    private void synchronous(SqliteOptions.Synchronous wanted) {
        SqliteOptions.Synchronous value = level == SqliteOptions.Synchronous.NORMAL ? level : wanted;
        if (value == current) {
            return;
        }
        try {
            (value == SqliteOptions.Synchronous.FULL ? syncFull : syncNormal).statement().execute();
            current = value;
        } catch (SQLException e) {
            syncFull.discard();
            syncNormal.discard();
            throw SqliteErrors.describe(e, database, "setting how the database syncs");
        }
    }

    /** The connection's {@code PRAGMA synchronous}: 1 NORMAL, 2 FULL. */
    int synchronousLevel() {
        try (ResultSet row = control.executeQuery("PRAGMA synchronous")) {
            return row.next() ? row.getInt(1) : -1;
        } catch (SQLException e) {
            throw SqliteErrors.describe(e, database, "reading how the database syncs");
        }
    }

    void putBlob(String hash, String content, long size) {
        synchronous(level);
        inTransaction("saving a large tool output", () -> {
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT OR IGNORE INTO blobs (hash, size, content) VALUES (?, ?, ?)")) {
                insert.setString(1, hash);
                insert.setLong(2, size);
                insert.setString(3, content);
                return insert.executeUpdate();
            }
        });
        committed();
    }

    /** The index row as this writer knows it. */
    SessionInfo info(SessionId id) {
        SessionInfo cached = cache.get(id);
        if (cached != null) {
            return cached;
        }
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT " + IndexRows.COLUMNS + " FROM sessions WHERE id = ?")) {
            select.setString(1, id.value());
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    throw SessionReader.noSession(id, database);
                }
                SessionInfo info = IndexRows.read(row);
                cache.put(id, info);
                return info;
            }
        } catch (SQLException e) {
            throw SqliteErrors.describe(e, database, "reading the session index");
        }
    }

    private void insertEvent(SessionId id, long seq, EncodedEvent event, long time) throws SQLException {
        PreparedStatement insert = insertEvent.statement();
        insert.setString(1, id.value());
        insert.setLong(2, seq);
        insert.setString(3, event.type());
        insert.setInt(4, event.version());
        insert.setString(5, event.payload());
        insert.setLong(6, time);
        insert.executeUpdate();
    }

    /** Copies the parent's records 2..{@code toSeq} verbatim (type, version, payload, time). */
    private void copyEvents(SessionId parent, SessionId child, long toSeq) throws SQLException {
        try (PreparedStatement copy = connection.prepareStatement("INSERT INTO events (session_id, seq, type,"
                + " schema_version, payload, time) SELECT ?, seq, type, schema_version, payload, time FROM events"
                + " WHERE session_id = ? AND seq BETWEEN 2 AND ?")) {
            copy.setString(1, child.value());
            copy.setString(2, parent.value());
            copy.setLong(3, toSeq);
            int copied = copy.executeUpdate();
            if (copied != toSeq - 1) {
                throw new SQLException("expected " + (toSeq - 1) + " records to copy, found " + copied);
            }
        }
    }

    private <T> T inTransaction(String doing, Transactions.SqlWork<T> work) {
        try {
            return Transactions.run(ends, database, doing, work);
        } catch (SessionStoreException e) {
            begin.discard();
            commit.discard();
            insertEvent.discard();
            updateIndex.discard();
            advanceIndex.discard();
            insertSession.discard();
            throw e;
        }
    }

    private static long lastStamp(Statement statement) throws SQLException {
        try (ResultSet rows = statement.executeQuery("SELECT COALESCE(MAX(updated_at), 0) FROM sessions")) {
            return rows.next() ? rows.getLong(1) : 0;
        }
    }

    /**
     * A statement prepared once and used for every write — and prepared again after a write failed
     * (e.g. the disk was full): SQLite's driver may have closed it, and the next write must work.
     */
    private final class Prepared {
        private final String sql;
        private PreparedStatement current;

        Prepared(String sql) {
            this.sql = sql;
        }

        PreparedStatement statement() throws SQLException {
            if (current == null) {
                current = connection.prepareStatement(sql);
            }
            return current;
        }

        void discard() {
            try {
                if (current != null) {
                    current.close();
                }
            } catch (SQLException ignored) {
                // closed already: it is prepared again when next needed
            }
            current = null;
        }
    }

    /**
     * Ends the writer of a process that exits next: when every record's commit is synced (at the FULL
     * level: a power cut loses none of them) the connection is left open and the write-ahead log
     * unfolded — SQLite reads it at the next open, and readers meanwhile see every record — which saves
     * the fold's copy and its syncs at the end of every command; otherwise it {@link #close closes}.
     *
     * @return whether the connection was left open (for the process's end to release)
     */
    boolean closeForExit() {
        if (recordsSynced && level == SqliteOptions.Synchronous.FULL) {
            return true;
        }
        close();
        return false;
    }

    /** Folds the write-ahead log into the database (see {@link WalCheckpoint}), then closes the connection. */
    @Override
    public void close() {
        WalCheckpoint.truncate(connection, database);
        try {
            connection.close();
        } catch (SQLException e) {
            throw SqliteErrors.describe(e, database, "closing the database");
        }
    }
}
