package dev.ralphdesk.persistence.sqlite;

import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.Statement;

/** Runs work in one {@code BEGIN IMMEDIATE … COMMIT} on the write connection; rolls back on any failure. */
final class Transactions {

    interface SqlWork<T> {
        T run() throws SQLException;
    }

    private Transactions() {
    }

    /** @param doing what the person would call it, for the error message ("saving an event") */
    static <T> T run(Statement control, Path database, String doing, SqlWork<T> work) {
        try {
            control.execute("BEGIN IMMEDIATE");
        } catch (SQLException e) {
            throw SqliteErrors.describe(e, database, doing);
        }
        try {
            T result = work.run();
            control.execute("COMMIT");
            return result;
        } catch (SQLException e) {
            rollback(control, e);
            throw SqliteErrors.describe(e, database, doing);
        } catch (RuntimeException e) {
            rollback(control, e);
            throw e;
        }
    }

    private static void rollback(Statement control, Exception cause) {
        try {
            control.execute("ROLLBACK");
        } catch (SQLException e) {
            cause.addSuppressed(e); // SQLite may have rolled back already (e.g. after SQLITE_FULL)
        }
    }
}
