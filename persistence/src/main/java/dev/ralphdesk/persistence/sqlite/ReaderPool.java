package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.SessionStoreException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.TimeUnit;

/**
 * Read-only connections, opened on demand up to a maximum and reused. A connection serves one
 * caller at a time (SQLite connections are not shared between threads here).
 */
final class ReaderPool implements AutoCloseable {
    /** How long closing waits for reads in progress to end. */
    static final Duration CLOSE_WAIT = Duration.ofSeconds(2);
    private final Path database;
    private final SqliteOptions options;
    private final Runnable schemaReady;
    private final Deque<Connection> idle = new ArrayDeque<>();
    private int open;
    private boolean closed;

    interface Read<T> {
        T run(Connection connection) throws SQLException;
    }

    ReaderPool(Path database, SqliteOptions options) {
        this(database, options, () -> { });
    }

    /** @param schemaReady waits until the database exists with its schema up to date (the writer opened it) */
    ReaderPool(Path database, SqliteOptions options, Runnable schemaReady) {
        this.database = database;
        this.options = options;
        this.schemaReady = schemaReady;
    }

    /** Runs {@code read} on a reader connection; {@code doing} names the operation in errors. */
    <T> T read(String doing, Read<T> read) {
        schemaReady.run();
        Connection connection = borrow();
        boolean healthy = true;
        try {
            return read.run(connection);
        } catch (SQLException e) {
            healthy = false;
            throw SqliteErrors.describe(e, database, doing);
        } finally {
            giveBack(connection, healthy);
        }
    }

    private synchronized Connection borrow() {
        while (true) {
            if (closed) {
                throw new SessionStoreException("the session store for " + database + " is closed");
            }
            Connection connection = idle.pollFirst();
            if (connection != null) {
                return connection;
            }
            if (open < options.readers()) {
                try {
                    Connection created = Connections.reader(database, options);
                    open++;
                    return created;
                } catch (SQLException e) {
                    throw SqliteErrors.describe(e, database, "opening the database for reading");
                }
            }
            try {
                wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SessionStoreException("interrupted while waiting to read " + database, e);
            }
        }
    }

    private synchronized void giveBack(Connection connection, boolean healthy) {
        if (closed || !healthy) {
            closeQuietly(connection);
            open--;
        } else {
            idle.addFirst(connection);
        }
        notifyAll();
    }

    /**
     * Closes the idle connections, and each one in use as it comes back; waits up to
     * {@link #CLOSE_WAIT} for those, so that the writer can then fold the write-ahead log into the
     * database (a read-only connection closed last cannot, and would leave the log behind).
     */
    @Override
    public synchronized void close() {
        closed = true;
        while (!idle.isEmpty()) {
            closeQuietly(idle.pollFirst());
            open--;
        }
        notifyAll();
        long deadline = System.nanoTime() + CLOSE_WAIT.toNanos();
        try {
            for (long left = CLOSE_WAIT.toNanos(); open > 0 && left > 0; left = deadline - System.nanoTime()) {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // a reader holds no changes; nothing is lost
        }
    }
}
