package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The write connection's settings. */
class ConnectionsTest {
    @TempDir
    Path dir;

    @Test
    void theWriteConnectionRunsNoQueryForGeneratedKeysAfterAnInsert() throws Exception {
        try (Connection connection = Connections.writer(dir.resolve("ralph-desk.db"), SqliteOptions.defaults());
                Statement control = connection.createStatement()) {
            control.execute("CREATE TABLE t (x INTEGER)");
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO t (x) VALUES (?)")) {
                insert.setInt(1, 7);
                assertEquals(1, insert.executeUpdate());
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    assertFalse(keys.next(), "no last_insert_rowid() was read back after the insert");
                }
            }
        }
    }
}
