package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.persistence.schema.Migrations;
import dev.ralphdesk.persistence.schema.Migrator;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/** Opens the write connection and brings the schema up to date, on a thread of its own ({@link SerialWriter}). */
final class WriterSetup {

    private WriterSetup() {
    }

    static EventWriter open(Path database, SqliteOptions options) {
        Connection connection = null;
        try {
            connection = Connections.writer(database, options);
            Migrator.migrate(connection, Migrations.ALL, options.clock());
            return new EventWriter(connection, database, options.clock(), options.synchronous());
        } catch (SQLException e) {
            if (connection != null) {
                try {
                    connection.close();
                } catch (SQLException suppressed) {
                    e.addSuppressed(suppressed);
                }
            }
            throw SqliteErrors.describe(e, database, "opening the database");
        }
    }
}
