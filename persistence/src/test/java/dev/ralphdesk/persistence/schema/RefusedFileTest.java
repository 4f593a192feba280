package dev.ralphdesk.persistence.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files this build must not touch are refused with a message naming them, and left byte for byte. */
class RefusedFileTest {
    @TempDir
    Path dir;

    private Path db() {
        return dir.resolve("ralph-desk.db");
    }

    private SessionStoreException refusedOpen() {
        return assertThrows(SessionStoreException.class,
                () -> SqliteSessionStore.open(new DataFolder(dir, "test"), EventCatalog.withCoreTypes()).close());
    }

    @Test
    void aDatabaseOfANewerSchemaIsRefusedAndNeverModified() {
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(dir, "test"),
                EventCatalog.withCoreTypes())) {
            store.create(NewSession.chat("from the future", Path.of("/w")));
        }
        RawDb.update(db(), "INSERT INTO schema_version (version, description, applied_at) VALUES (99, 'x', 0)");
        String before = RawDb.sha256(db());

        SessionStoreException refused = refusedOpen();

        assertTrue(refused.getMessage().contains(db().toString()), refused.getMessage());
        assertTrue(refused.getMessage().contains("newer Ralph Desk (schema version 99; this build knows up to "
                + Migrations.latest(Migrations.ALL) + ")"),
                refused.getMessage());
        assertEquals(before, RawDb.sha256(db()));
        assertFalse(Files.exists(dir.resolve("ralph-desk.db-wal")), "no files left beside it");
        assertFalse(Files.exists(dir.resolve("ralph-desk.db-shm")), "no files left beside it");
    }

    @Test
    void aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws Exception {
        byte[] junk = new byte[8192];
        new Random(7).nextBytes(junk);
        Files.write(db(), junk);

        SessionStoreException refused = refusedOpen();

        assertTrue(refused.getMessage().contains(db() + " is not a SQLite database"), refused.getMessage());
        assertTrue(refused.getMessage().contains("--data-dir"), refused.getMessage());
        assertEquals(8192, Files.size(db()));
        assertTrue(java.util.Arrays.equals(junk, Files.readAllBytes(db())));
    }

    @Test
    void anotherProgramsSqliteDatabaseIsRefusedAndLeftUntouched() {
        RawDb.update(db(), "CREATE TABLE contacts (name TEXT)");
        RawDb.update(db(), "INSERT INTO contacts VALUES ('Ada')");
        String before = RawDb.sha256(db());

        SessionStoreException refused = refusedOpen();

        assertTrue(refused.getMessage().contains("not one of Ralph Desk"), refused.getMessage());
        assertEquals(before, RawDb.sha256(db()));
        assertFalse(Files.exists(dir.resolve("ralph-desk.db-wal")));
    }

    @Test
    void anEmptyFileIsTakenAsANewDatabase() throws Exception {
        Files.createFile(db());
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(dir, "test"),
                EventCatalog.withCoreTypes())) {
            assertEquals(0, store.list(true).size());
        }
    }
}
