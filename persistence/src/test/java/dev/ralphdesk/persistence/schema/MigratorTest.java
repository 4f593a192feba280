package dev.ralphdesk.persistence.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MigratorTest {
    @TempDir
    Path dir;

    @Test
    void migrationsAreNumberedOneByOneFromOne() {
        for (int i = 0; i < Migrations.ALL.size(); i++) {
            assertEquals(i + 1, Migrations.ALL.get(i).version());
        }
    }

    @Test
    void aDatabaseMovesForwardStepByStepAndOnlyOnce() throws SQLException {
        Path db = dir.resolve("m.db");
        List<Migration> next = new ArrayList<>(Migrations.ALL);
        int latest = Migrations.latest(Migrations.ALL);
        next.add(new Migration(latest + 1, "test step", List.of("ALTER TABLE sessions ADD COLUMN pinned INTEGER")));
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + db)) {
            assertEquals(latest, Migrator.migrate(connection, Migrations.ALL, Clock.systemUTC()));
            assertEquals(latest + 1, Migrator.migrate(connection, next, Clock.systemUTC()));
            assertEquals(latest + 1, Migrator.migrate(connection, next, Clock.systemUTC()));
        }
        List<String> versions = new ArrayList<>();
        for (int version = 1; version <= latest + 1; version++) {
            versions.add(String.valueOf(version));
        }
        assertEquals(versions, RawDb.query(db, "SELECT version FROM schema_version ORDER BY version"));
        assertEquals(List.of("0"), RawDb.query(db, "SELECT COUNT(*) FROM sessions WHERE pinned IS NOT NULL"));
    }

    @Test
    void aFailingStepLeavesTheDatabaseAtItsVersion() throws SQLException {
        Path db = dir.resolve("m.db");
        List<Migration> broken = new ArrayList<>(Migrations.ALL);
        int latest = Migrations.latest(Migrations.ALL);
        broken.add(new Migration(latest + 1, "broken", List.of("CREATE TABLE extra (x)", "THIS IS NOT SQL")));
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + db)) {
            Migrator.migrate(connection, Migrations.ALL, Clock.systemUTC());
            assertThrows(SQLException.class, () -> Migrator.migrate(connection, broken, Clock.systemUTC()));
        }
        assertEquals(List.of(String.valueOf(latest)), RawDb.query(db, "SELECT MAX(version) FROM schema_version"));
        assertEquals(List.of(), RawDb.query(db, "SELECT name FROM sqlite_master WHERE name = 'extra'"));
    }
}
