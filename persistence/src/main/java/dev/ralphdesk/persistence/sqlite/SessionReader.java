package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.DecodedEvent;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStoreException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ForkJoinPool;

/** Everything that reads, on reader connections: the index, logs decoded through the catalog, blobs. */
final class SessionReader {
    private static final System.Logger LOG = JulLogger.of(SessionReader.class);
    private final ReaderPool pool;
    private final EventCatalog catalog;
    private final Path database;

    SessionReader(ReaderPool pool, EventCatalog catalog, Path database) {
        this.pool = pool;
        this.catalog = catalog;
        this.database = database;
    }

    static SessionStoreException noSession(SessionId id, Path database) {
        return new SessionStoreException("There is no session " + id + " in " + database + ".");
    }

    Optional<SessionInfo> info(SessionId id) {
        return pool.read("reading the session index", connection -> indexRow(connection, id));
    }

    /** Newest first. A row that cannot be read is left out and logged (by id): it never breaks the list. */
    List<SessionInfo> list(boolean includeTrashed) {
        String sql = "SELECT " + IndexRows.COLUMNS + " FROM sessions"
                + (includeTrashed ? "" : " WHERE trashed_at IS NULL") + " ORDER BY updated_at DESC, id";
        return pool.read("listing sessions", connection -> {
            List<SessionInfo> sessions = new ArrayList<>();
            try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
                while (rows.next()) {
                    try {
                        sessions.add(IndexRows.read(rows));
                    } catch (IllegalArgumentException | NullPointerException e) {
                        LOG.log(System.Logger.Level.WARNING, "session " + rows.getString(1) + " in " + database
                                + " has an index row this build cannot read (" + e.getMessage() + "); left out of the list");
                    }
                }
            }
            return sessions;
        });
    }

    /** The records with seq >= {@code fromSeq}, decoded; the index row read in the same transaction. */
    SessionLog open(SessionId id, long fromSeq) {
        return open(id, fromSeq, 0, Set.of());
    }

    /**
     * The records with seq >= {@code fromSeq}, but up to {@code vouchedSeq} only those of {@code types}
     * (the others are neither fetched nor decoded), decoded; the index row read in the same transaction.
     */
    SessionLog open(SessionId id, long fromSeq, long vouchedSeq, Set<String> types) {
        return pool.read("opening session " + id, connection -> inReadTransaction(connection, () -> {
            SessionInfo info = indexRow(connection, id).orElseThrow(() -> noSession(id, database));
            List<LoggedEvent> events = new ArrayList<>();
            List<String> warnings = new ArrayList<>();
            int[] unknown = {0};
            forEachRecord(connection, id, fromSeq, Long.MAX_VALUE, vouchedSeq, types, (seq, time, decoded) -> {
                if (decoded instanceof DecodedEvent.Known known) {
                    events.add(new LoggedEvent(seq, time, known.event()));
                } else if (decoded instanceof DecodedEvent.Unknown) {
                    unknown[0]++;
                } else if (decoded instanceof DecodedEvent.Malformed bad) {
                    warnings.add(warning(seq, bad));
                } else {
                    throw new IllegalStateException("unexpected decode result " + decoded.getClass().getName());
                }
            });
            return new SessionLog(info, events, unknown[0], warnings);
        }));
    }

    /** The first malformed record of a session, if any: a session with one is read-only. */
    Optional<String> firstWarning(SessionId id) {
        return pool.read("checking session " + id, connection -> {
            if (indexRow(connection, id).isEmpty()) {
                throw noSession(id, database);
            }
            List<String> warnings = new ArrayList<>();
            forEachRecord(connection, id, 1, Long.MAX_VALUE, (seq, time, decoded) -> {
                if (warnings.isEmpty() && decoded instanceof DecodedEvent.Malformed bad) {
                    warnings.add(warning(seq, bad));
                }
            });
            return warnings.stream().findFirst();
        });
    }

    /** The summary columns (not the title) that records 2..{@code toSeq} set, for a fork. */
    Map<String, String> columnsUpTo(SessionId id, long toSeq) {
        return pool.read("reading session " + id, connection -> {
            IndexState state = new IndexState("", Map.of());
            forEachRecord(connection, id, 2, toSeq, (seq, time, decoded) -> {
                if (decoded instanceof DecodedEvent.Known known) {
                    Map<String, String> columns = new TreeMap<>(known.event().indexColumns());
                    columns.remove("title");
                    state.apply(columns);
                }
            });
            return state.columns();
        });
    }

    /** The session's latest checkpoint row and the seq its log ends at, read together. */
    Optional<Map.Entry<CheckpointRows, Long>> latestCheckpoint(SessionId id) {
        return pool.read("reading the checkpoint of session " + id, connection -> inReadTransaction(connection, () -> {
            SessionInfo info = indexRow(connection, id).orElseThrow(() -> noSession(id, database));
            try (PreparedStatement select = connection.prepareStatement("SELECT seq, format, catalog, payload, checksum"
                    + " FROM checkpoints WHERE session_id = ? ORDER BY seq DESC LIMIT 1")) {
                select.setString(1, id.value());
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        return Optional.empty();
                    }
                    CheckpointRows rows = new CheckpointRows(row.getLong(1), row.getInt(2), row.getString(3),
                            row.getString(4), row.getString(5));
                    return Optional.of(Map.entry(rows, info.lastSeq()));
                }
            }
        }));
    }

    Optional<String> blob(String hash) {
        return pool.read("reading a stored tool output", connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT content FROM blobs WHERE hash = ?")) {
                select.setString(1, hash);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(row.getString(1)) : Optional.empty();
                }
            }
        });
    }

    static String warning(long seq, DecodedEvent.Malformed bad) {
        return "record " + seq + " (" + bad.type() + ") is malformed: " + bad.problem();
    }

    private interface RecordVisitor extends BatchDecoder.Visitor {
    }

    /** Reads records fromSeq..toSeq in order and decodes them through the catalog (in batches, on spare cores). */
    private void forEachRecord(Connection connection, SessionId id, long fromSeq, long toSeq, RecordVisitor visitor)
            throws SQLException {
        forEachRecord(connection, id, fromSeq, toSeq, 0, Set.of(), visitor);
    }

    /** The same, but of the records up to {@code typedToSeq} only those of {@code types}. */
    private void forEachRecord(Connection connection, SessionId id, long fromSeq, long toSeq, long typedToSeq,
            Set<String> types, RecordVisitor visitor) throws SQLException {
        BatchDecoder decoder = new BatchDecoder(catalog, ForkJoinPool.commonPool());
        String typed = typedToSeq < fromSeq ? "" : " AND (seq > ?" + " OR type = ?".repeat(types.size()) + ")";
        try (PreparedStatement select = connection.prepareStatement("SELECT seq, time, type, schema_version, payload"
                + " FROM events WHERE session_id = ? AND seq BETWEEN ? AND ?" + typed + " ORDER BY seq")) {
            select.setString(1, id.value());
            select.setLong(2, fromSeq);
            select.setLong(3, toSeq);
            if (!typed.isEmpty()) {
                int parameter = 4;
                select.setLong(parameter++, typedToSeq);
                for (String type : types) {
                    select.setString(parameter++, type);
                }
            }
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    decoder.add(rows.getLong(1), rows.getLong(2), rows.getString(3), rows.getInt(4), rows.getString(5));
                }
            }
        }
        try {
            decoder.visitInOrder(visitor);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SessionStoreException("interrupted while reading session " + id + " from " + database, e);
        }
    }

    private Optional<SessionInfo> indexRow(Connection connection, SessionId id) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT " + IndexRows.COLUMNS + " FROM sessions WHERE id = ?")) {
            select.setString(1, id.value());
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(IndexRows.read(row)) : Optional.empty();
            }
        }
    }

    private static <T> T inReadTransaction(Connection connection, Transactions.SqlWork<T> work) throws SQLException {
        try (Statement control = connection.createStatement()) {
            control.execute("BEGIN");
            try {
                return work.run();
            } finally {
                control.execute("COMMIT");
            }
        }
    }
}
