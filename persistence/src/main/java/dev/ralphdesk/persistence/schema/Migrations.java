package dev.ralphdesk.persistence.schema;

import java.util.List;

/**
 * The schema of {@code ralph-desk.db}, as forward migrations. Never edit a released step; add the
 * next one. Times are microseconds since the epoch (UTC); payloads are the event catalog's JSON.
 */
public final class Migrations {

    public static final List<Migration> ALL = List.of(
            new Migration(1, "session index, events, blobs", List.of(
                    """
                    CREATE TABLE sessions (
                        id TEXT PRIMARY KEY,
                        kind TEXT NOT NULL,
                        title TEXT NOT NULL,
                        workspace TEXT NOT NULL,
                        parent_id TEXT,
                        fork_seq INTEGER,
                        created_at INTEGER NOT NULL,
                        updated_at INTEGER NOT NULL,
                        last_seq INTEGER NOT NULL,
                        trashed_at INTEGER,
                        columns TEXT NOT NULL DEFAULT '{}'
                    )""",
                    "CREATE INDEX sessions_by_updated ON sessions (updated_at DESC)",
                    """
                    CREATE TABLE events (
                        session_id TEXT NOT NULL REFERENCES sessions (id),
                        seq INTEGER NOT NULL CHECK (seq >= 1),
                        type TEXT NOT NULL,
                        schema_version INTEGER NOT NULL,
                        payload TEXT NOT NULL,
                        time INTEGER NOT NULL,
                        PRIMARY KEY (session_id, seq)
                    )""",
                    """
                    CREATE TABLE blobs (
                        hash TEXT PRIMARY KEY,
                        size INTEGER NOT NULL,
                        content TEXT NOT NULL
                    )""")),
            new Migration(2, "checkpoints of the sessions' folds, dropped when a record behind them changes", List.of(
                    """
                    CREATE TABLE checkpoints (
                        session_id TEXT NOT NULL REFERENCES sessions (id),
                        seq INTEGER NOT NULL CHECK (seq >= 1),
                        format INTEGER NOT NULL,
                        catalog TEXT NOT NULL,
                        payload TEXT NOT NULL,
                        checksum TEXT NOT NULL,
                        PRIMARY KEY (session_id, seq)
                    )""",
                    // records are never changed; one that is (by hand, by a tool) voids every checkpoint behind it
                    """
                    CREATE TRIGGER events_updated_void_checkpoints AFTER UPDATE ON events BEGIN
                        DELETE FROM checkpoints WHERE session_id = OLD.session_id AND seq >= OLD.seq;
                    END""",
                    """
                    CREATE TRIGGER events_deleted_void_checkpoints AFTER DELETE ON events BEGIN
                        DELETE FROM checkpoints WHERE session_id = OLD.session_id AND seq >= OLD.seq;
                    END""")));

    private Migrations() {
    }

    public static int latest(List<Migration> migrations) {
        return migrations.isEmpty() ? 0 : migrations.get(migrations.size() - 1).version();
    }
}
