package dev.ralphdesk.persistence.sqlite;

import java.nio.file.Path;
import java.sql.SQLException;

/** Runs work in one {@code BEGIN IMMEDIATE … COMMIT} on the write connection; rolls back on any failure. */
final class Transactions {

    interface SqlWork<T> {
        T run() throws SQLException;
    }

    /** The write connection's {@code BEGIN IMMEDIATE}, {@code COMMIT} and {@code ROLLBACK}. */
    interface Control {
        void begin() throws SQLException;

        void commit() throws SQLException;

        void rollback() throws SQLException;
    }

    private Transactions() {
    }

    /** @param doing what the person would call it, for the error message ("saving an event") */
    static <T> T run(Control control, Path database, String doing, SqlWork<T> work) {
        try {
            control.begin();
        } catch (SQLException e) {
            throw SqliteErrors.describe(e, database, doing);
        }
        try {
            T result = work.run();
            control.commit();
            return result;
        } catch (SQLException e) {
            rollback(control, e);
            throw SqliteErrors.describe(e, database, doing);
        } catch (RuntimeException e) {
            rollback(control, e);
            throw e;
        }
    }

    private static void rollback(Control control, Exception cause) {
        try {
            control.rollback();
        } catch (SQLException e) {
            cause.addSuppressed(e); // SQLite may have rolled back already (e.g. after SQLITE_FULL)
        }
    }
}
