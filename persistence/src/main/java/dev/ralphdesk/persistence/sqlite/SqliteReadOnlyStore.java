package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.schema.Migrations;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The session log opened for reading only, by a command that only reads ({@code sessions list},
 * {@code sessions show}, {@code goal status}, {@code ralph show}): it takes no folder lock, so it works
 * while the window or a headless run owns the folder and writes — SQLite's write-ahead log lets a
 * reader see every committed event — and it writes nothing: every change is refused. A folder without
 * a database reads as one without sessions. Closing takes away the empty {@code -wal}/{@code -shm} its
 * reading added, when no Ralph Desk uses the folder.
 */
public final class SqliteReadOnlyStore implements SessionStore {
    private final DataFolder folder;
    private final ReaderPool pool;
    private final SessionReader reader;
    private final Sidecars sidecars;

    private SqliteReadOnlyStore(DataFolder folder, ReaderPool pool, SessionReader reader, Sidecars sidecars) {
        this.folder = folder;
        this.pool = pool;
        this.reader = reader;
        this.sidecars = sidecars;
    }

    /**
     * @throws SessionStoreException naming the file when the folder is a file, the database is not one
     *     of Ralph Desk, or one written by a newer Ralph Desk
     */
    public static SqliteReadOnlyStore open(DataFolder folder, EventCatalog catalog) {
        Path existing = folder.path().toAbsolutePath();
        while (existing.getParent() != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (!Files.isDirectory(existing)) {
            throw new SessionStoreException("Ralph Desk cannot read its data folder " + folder.path() + " (from "
                    + folder.source() + "): " + existing + " exists and is not a folder. Move it aside, or "
                    + SqliteErrors.ELSEWHERE + ".");
        }
        Path database = folder.database();
        Sidecars sidecars = Sidecars.before(database);
        if (SchemaCheck.inspect(database, Migrations.latest(Migrations.ALL)) == 0) {
            return new SqliteReadOnlyStore(folder, null, null, sidecars);
        }
        ReaderPool pool = new ReaderPool(database, SqliteOptions.defaults().withWarmUp(false));
        return new SqliteReadOnlyStore(folder, pool, new SessionReader(pool, catalog, database), sidecars);
    }

    @Override
    public Optional<SessionInfo> info(SessionId id) {
        return reader == null ? Optional.empty() : reader.info(id);
    }

    @Override
    public List<SessionInfo> list(boolean includeTrashed) {
        return reader == null ? List.of() : reader.list(includeTrashed);
    }

    @Override
    public SessionLog open(SessionId id) {
        return openFrom(id, 1);
    }

    @Override
    public SessionLog openFrom(SessionId id, long fromSeq) {
        if (reader == null) {
            throw SessionReader.noSession(id, folder.database());
        }
        return reader.open(id, Math.max(1, fromSeq));
    }

    @Override
    public Optional<String> blob(String hash) {
        return reader == null ? Optional.empty() : reader.blob(hash);
    }

    @Override
    public SessionInfo create(NewSession spec) {
        throw readOnly("create a session");
    }

    @Override
    public LoggedEvent append(SessionId id, SessionEvent event) {
        throw readOnly("change session " + id);
    }

    @Override
    public void rename(SessionId id, String title) {
        throw readOnly("rename session " + id);
    }

    @Override
    public SessionInfo fork(SessionId id, long atSeq) {
        throw readOnly("fork session " + id);
    }

    @Override
    public void trash(SessionId id) {
        throw readOnly("move session " + id + " to the trash");
    }

    @Override
    public void restore(SessionId id) {
        throw readOnly("restore session " + id);
    }

    @Override
    public void purge(SessionId id) {
        throw readOnly("delete session " + id);
    }

    @Override
    public String putBlob(String content) {
        throw readOnly("store an output");
    }

    private SessionStoreException readOnly(String what) {
        return new SessionStoreException("Cannot " + what + ": " + folder.database() + " is open for reading only "
                + "here (a reading command). Nothing was written.");
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
        FolderLock.whileUnused(folder, sidecars::removeAdded);
    }
}
