package dev.ralphdesk.persistence.schema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/** Applies the migrations a database lacks, all in one transaction, recording each in schema_version. */
public final class Migrator {

    private Migrator() {
    }

    /** Brings the database on {@code connection} to the last of {@code migrations}; returns the version. */
    public static int migrate(Connection connection, List<Migration> migrations, Clock clock) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("BEGIN IMMEDIATE");
            try {
                statement.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY,"
                        + " description TEXT NOT NULL, applied_at INTEGER NOT NULL)");
                int current = version(statement);
                int latest = Migrations.latest(migrations);
                if (current > latest) {
                    throw new SQLException("schema version " + current + " is newer than this build (" + latest + ")");
                }
                for (Migration migration : migrations) {
                    if (migration.version() > current) {
                        apply(connection, statement, migration, clock.instant());
                    }
                }
                statement.execute("COMMIT");
                return latest;
            } catch (SQLException | RuntimeException e) {
                statement.execute("ROLLBACK");
                throw e;
            }
        }
    }

    private static void apply(Connection connection, Statement statement, Migration migration, Instant now)
            throws SQLException {
        for (String sql : migration.statements()) {
            statement.execute(sql);
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO schema_version (version, description, applied_at) VALUES (?, ?, ?)")) {
            insert.setInt(1, migration.version());
            insert.setString(2, migration.description());
            insert.setLong(3, now.getEpochSecond() * 1_000_000 + now.getNano() / 1000);
            insert.executeUpdate();
        }
    }

    /** The version the database on {@code statement} is at: 0 before the first migration. */
    public static int version(Statement statement) throws SQLException {
        try (ResultSet rows = statement.executeQuery("SELECT COALESCE(MAX(version), 0) FROM schema_version")) {
            return rows.next() ? rows.getInt(1) : 0;
        }
    }
}
