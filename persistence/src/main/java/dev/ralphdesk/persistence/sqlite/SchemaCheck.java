package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.persistence.schema.Migrator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.sqlite.SQLiteConfig;

/**
 * Looks at an existing database file through a read-only connection before anything writes to it,
 * and refuses what this build must not touch: not a database, another program's database, or a
 * schema newer than this build knows. A refused file is left exactly as it was.
 */
public final class SchemaCheck {

    private SchemaCheck() {
    }

    /** The schema version of {@code database}; 0 for a missing or empty file. */
    public static int inspect(Path database, int latestKnown) {
        try {
            if (!Files.exists(database) || Files.size(database) == 0) {
                return 0;
            }
        } catch (java.io.IOException e) {
            throw new SessionStoreException("Ralph Desk cannot read " + database + ": " + e.getMessage()
                    + ". Check its permissions.", e);
        }
        Sidecars sidecars = Sidecars.before(database);
        try {
            return check(database, latestKnown);
        } catch (SessionStoreException e) {
            sidecars.removeAdded();
            throw e;
        }
    }

    private static int check(Path database, int latestKnown) {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        try (Connection connection = config.createConnection("jdbc:sqlite:" + database.toAbsolutePath());
                Statement statement = connection.createStatement()) {
            List<String> tables = tables(statement);
            if (tables.isEmpty()) {
                return 0;
            }
            if (!tables.contains("schema_version")) {
                throw new SessionStoreException(database + " is a SQLite database, but not one of Ralph Desk (it has"
                        + " no schema_version table). It was left untouched. Move it aside, or start Ralph Desk with"
                        + " --data-dir pointing at another folder.");
            }
            int version = Migrator.version(statement);
            if (version > latestKnown) {
                throw new SessionStoreException(database + " was written by a newer Ralph Desk (schema version "
                        + version + "; this build knows up to " + latestKnown + "). It was left untouched. Update"
                        + " Ralph Desk, or start it with --data-dir pointing at another folder.");
            }
            return version;
        } catch (SQLException e) {
            throw SqliteErrors.describe(e, database, "checking the database");
        }
    }

    private static List<String> tables(Statement statement) throws SQLException {
        List<String> names = new ArrayList<>();
        try (ResultSet rows = statement.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'")) {
            while (rows.next()) {
                names.add(rows.getString(1));
            }
        }
        return names;
    }
}
