package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.schema.Migrations;
import java.nio.file.Path;

/**
 * The first half of opening a {@link SqliteSessionStore}, begun as soon as the data folder is known: the
 * folder claimed, an existing database checked read-only, and the writer opening it on a thread of its
 * own (a new one created: sqlite-jdbc's first connection, its schema made and synced). The store is made
 * once its event catalog is known ({@link #store}); a command's first write then waits less, or not at all,
 * for the opening. Closing an opening that made no store ends the writer and releases the folder.
 */
public final class StoreOpening implements AutoCloseable {
    private final DataFolder folder;
    private final SqliteOptions options;
    private final FolderLock lock;
    private final SerialWriter writer;
    private final int schema;
    private boolean done;

    private StoreOpening(DataFolder folder, SqliteOptions options, FolderLock lock, SerialWriter writer, int schema) {
        this.folder = folder;
        this.options = options;
        this.lock = lock;
        this.writer = writer;
        this.schema = schema;
    }

    /**
     * Claims the data folder and checks an existing database read-only, then has the writer open it and
     * bring its schema up to date on its own thread.
     *
     * @throws SessionStoreException naming the file and what to do, when the claim or the check fails
     */
    public static StoreOpening begin(DataFolder folder, SqliteOptions options) {
        FolderLock lock = FolderLock.claim(folder);
        try {
            Path database = folder.database();
            int schema = SchemaCheck.inspect(database, Migrations.latest(Migrations.ALL));
            SerialWriter writer = new SerialWriter(database.toString());
            // the writer opens the database (creating and syncing a new one) while the application is
            // composed; writes queue behind it, reads wait for it
            writer.start(() -> WriterSetup.open(database, options));
            return new StoreOpening(folder, options, lock, writer, schema);
        } catch (RuntimeException e) {
            JulLogger.of(StoreOpening.class).log(System.Logger.Level.WARNING,
                    "cannot open " + folder.database() + ": " + e.getMessage());
            lock.close();
            throw e;
        }
    }

    /** The store on the database being opened, for the events of {@code catalog}; made once. */
    public synchronized SqliteSessionStore store(EventCatalog catalog) {
        if (done) {
            throw new IllegalStateException("the opening of " + folder.database() + " made its store or was closed");
        }
        done = true;
        try {
            return SqliteSessionStore.of(folder, catalog, options, lock, writer, schema);
        } catch (RuntimeException e) {
            release();
            throw e;
        }
    }

    /** Ends the writer and releases the folder, unless a store was made (the store closes them). */
    @Override
    public synchronized void close() {
        if (!done) {
            done = true;
            release();
        }
    }

    private void release() {
        try {
            writer.close();
        } finally {
            lock.close();
        }
    }
}
