package dev.ralphdesk.persistence.sqlite;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteConfig;

/** Opens the three kinds of connection the store uses, each with its pragmas. */
final class Connections {
    /** The most of the database file a reader maps (SQLite maps no more than the file's size). */
    static final long READ_MAP_BYTES = 1L << 30;

    private Connections() {
    }

    /**
     * The one connection that writes: WAL, the configured {@code synchronous} level, foreign keys.
     * Switching to WAL writes the file header, so call this only after the read-only schema check.
     * No generated keys: by default sqlite-jdbc follows every {@code INSERT} with a statement of its
     * own, {@code SELECT last_insert_rowid()} (matched by a regular expression, prepared, run and
     * finalized: ~60 µs of CPU a record in a command's JVM), for {@code getGeneratedKeys}, which the
     * store never asks for.
     */
    static Connection writer(Path database, SqliteOptions options) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout((int) options.busyTimeout().toMillis());
        config.setGetGeneratedKeys(false);
        Connection connection = config.createConnection(url(database));
        try (Statement statement = connection.createStatement()) {
            String mode = queryString(statement, "PRAGMA journal_mode=WAL");
            if (!"wal".equalsIgnoreCase(mode)) {
                throw new SQLException("could not switch " + database + " to WAL (journal mode is " + mode + ")");
            }
            statement.execute("PRAGMA synchronous=" + options.synchronous().name());
            statement.execute("PRAGMA foreign_keys=ON");
            if (options.maxPages() > 0) {
                statement.execute("PRAGMA max_page_count=" + options.maxPages());
            }
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    /**
     * A connection that can only read (SQLite opens the file read-only and refuses writes), reading the
     * database file through a memory map of up to {@value #READ_MAP_BYTES} bytes. Without one, SQLite
     * copies each page it reads into a page of its own cache, allocated on first use: a resumed
     * session's ~600 records (~700 KB of pages) cost ~21 ms of the main thread's CPU, about half of it
     * the kernel's copies and the page faults of the cache's new memory — each fault dear on a virtual
     * machine whose page tables the host shadows — against ~12 ms mapped. Only readers map (the writer's
     * connection keeps SQLite's default). A mapped file that shrinks, or fails to read, ends the process
     * with a signal instead of an error; the store never shrinks the file (no VACUUM).
     */
    static Connection reader(Path database, SqliteOptions options) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        config.setBusyTimeout((int) options.busyTimeout().toMillis());
        Connection connection = config.createConnection(url(database));
        try (Statement statement = connection.createStatement()) {
            statement.execute("PRAGMA query_only=ON");
            statement.execute("PRAGMA mmap_size=" + READ_MAP_BYTES);
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    private static String queryString(Statement statement, String sql) throws SQLException {
        try (var rows = statement.executeQuery(sql)) {
            return rows.next() ? rows.getString(1) : null;
        }
    }

    private static String url(Path database) {
        return "jdbc:sqlite:" + database.toAbsolutePath();
    }
}
