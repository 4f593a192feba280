package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The settings of the write connection and of the read connections. */
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

    @Test
    void aReadConnectionReadsTheFileThroughAMemoryMap() throws Exception {
        Path database = dir.resolve("ralph-desk.db");
        try (Connection writer = Connections.writer(database, SqliteOptions.defaults());
                Statement write = writer.createStatement()) {
            write.execute("CREATE TABLE t (x INTEGER)");
            try (Connection reader = Connections.reader(database, SqliteOptions.defaults());
                    Statement read = reader.createStatement();
                    ResultSet size = read.executeQuery("PRAGMA mmap_size")) {
                assertTrue(size.next());
                assertEquals(Connections.READ_MAP_BYTES, size.getLong(1));
            }
        }
    }

    @Test
    void aMappedReadConnectionSeesWhatIsWrittenAfterItWasOpened() throws Exception {
        Path database = dir.resolve("ralph-desk.db");
        try (Connection writer = Connections.writer(database, SqliteOptions.defaults());
                Statement write = writer.createStatement();
                Connection reader = Connections.reader(database, SqliteOptions.defaults());
                Statement read = reader.createStatement()) {
            write.execute("CREATE TABLE t (x INTEGER, payload TEXT)");
            insert(write, 10, 'a');
            assertEquals(10, count(read));
            insert(write, 1990, 'b');
            write.execute("PRAGMA wal_checkpoint(TRUNCATE)"); // the rows now in the (grown) database file
            assertEquals(2000, count(read));
        }
    }

    /** {@code rows} rows of 2,000 characters each. */
    private static void insert(Statement write, int rows, char fill) throws Exception {
        write.execute("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < " + rows + ")"
                + " INSERT INTO t SELECT i, printf('%.2000c', '" + fill + "') FROM n");
    }

    private static int count(Statement read) throws Exception {
        try (ResultSet rows = read.executeQuery("SELECT count(*), sum(length(payload)) FROM t")) {
            assertTrue(rows.next());
            assertEquals(rows.getInt(1) * 2000L, rows.getLong(2));
            return rows.getInt(1);
        }
    }
}
