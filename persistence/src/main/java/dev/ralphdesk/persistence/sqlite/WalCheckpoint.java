package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.log.JulLogger;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

/**
 * Folds the write-ahead log back into {@code ralph-desk.db} when the store closes, so that a
 * closed data folder holds every session in that one file (it can be copied alone). Runs on the
 * writer connection once the store's own readers are closed. Best effort: while another program
 * still reads the file the log stays beside it — SQLite reads it again at the next open, nothing
 * is lost — and that is logged, never thrown.
 */
final class WalCheckpoint {
    /** How long the checkpoint waits for another program's read to end; the store's readers are gone. */
    static final Duration WAIT = Duration.ofSeconds(1);
    private static final System.Logger LOG = JulLogger.of(WalCheckpoint.class);

    private WalCheckpoint() {
    }

    /** {@code PRAGMA wal_checkpoint(TRUNCATE)}; whether the log is now empty. */
    static boolean truncate(Connection writer, Path database) {
        try (Statement statement = writer.createStatement()) {
            statement.execute("PRAGMA busy_timeout=" + WAIT.toMillis());
            try (ResultSet result = statement.executeQuery("PRAGMA wal_checkpoint(TRUNCATE)")) {
                if (result.next() && result.getInt(1) == 0) {
                    return true;
                }
            }
            LOG.log(System.Logger.Level.WARNING, "the write-ahead log of " + database + " stays beside it: another"
                    + " program is reading the database. Nothing is lost; Ralph Desk reads the log at the next start.");
            return false;
        } catch (SQLException e) {
            LOG.log(System.Logger.Level.WARNING, SqliteErrors.describe(e, database,
                    "folding the write-ahead log into the database").getMessage()
                    + " Nothing is lost; Ralph Desk reads the log at the next start.");
            return false;
        }
    }
}
