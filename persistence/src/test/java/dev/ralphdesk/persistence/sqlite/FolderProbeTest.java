package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.schema.Migrations;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What Settings learns about a folder before choosing it as the data folder; the folder is left as it was. */
class FolderProbeTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    @TempDir
    Path dir;

    private static List<String> listing(Path folder) throws Exception {
        try (var files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aFolderThatDoesNotExistYetIsUsableWhenItsParentIsWritable() {
        assertEquals(new FolderVerdict.Usable(false), FolderProbe.check(dir.resolve("new/deeper"), false));
        assertFalse(Files.exists(dir.resolve("new")), "nothing is created");
    }

    @Test
    void aFileIsNotAFolderNorIsAPathBelowIt() throws Exception {
        Path file = Files.writeString(dir.resolve("notes.txt"), "x");
        assertEquals(new FolderVerdict.NotAFolder(file), FolderProbe.check(file, false));
        assertEquals(new FolderVerdict.NotAFolder(file), FolderProbe.check(file.resolve("inside"), false));
    }

    @Test
    void aReadOnlyFolderIsNotWritable() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("ro"));
        assertTrue(folder.toFile().setWritable(false));
        try {
            assumeFalse(Files.isWritable(folder), "root ignores permissions (the probe rightly says writable)");
            assertTrue(FolderProbe.check(folder, false) instanceof FolderVerdict.NotWritable);
        } finally {
            folder.toFile().setWritable(true);
        }
    }

    @Test
    void aFolderInUseByAnotherStoreIsLocked() throws Exception {
        try (SqliteSessionStore other = SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG)) {
            other.create(NewSession.chat("theirs", Path.of("/w")));
            assertTrue(FolderProbe.check(dir, false) instanceof FolderVerdict.Locked);
            assertEquals(new FolderVerdict.Usable(true), FolderProbe.check(dir, true), "our own folder is fine");
        }
    }

    @Test
    void aFolderWithSessionsIsUsableAndKeepsItsFilesAsTheyWere() throws Exception {
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG)) {
            store.create(NewSession.chat("kept", Path.of("/w")));
        }
        List<String> before = listing(dir);
        String hash = RawDb.sha256(dir.resolve("ralph-desk.db"));

        assertEquals(new FolderVerdict.Usable(true), FolderProbe.check(dir, false));
        assertEquals(before, listing(dir));
        assertEquals(hash, RawDb.sha256(dir.resolve("ralph-desk.db")));
    }

    @Test
    void aDatabaseOfANewerSchemaIsReported() throws Exception {
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG)) {
            store.create(NewSession.chat("from the future", Path.of("/w")));
        }
        RawDb.update(dir.resolve("ralph-desk.db"),
                "INSERT INTO schema_version (version, description, applied_at) VALUES (99, 'x', 0)");
        List<String> before = listing(dir);

        assertEquals(new FolderVerdict.NewerSchema(99, Migrations.latest(Migrations.ALL)), FolderProbe.check(dir, false));
        assertEquals(before, listing(dir));
    }

    @Test
    void anotherProgramsDatabaseIsUnusable() throws Exception {
        RawDb.update(dir.resolve("ralph-desk.db"), "CREATE TABLE contacts (name TEXT)");
        FolderVerdict verdict = FolderProbe.check(dir, false);
        assertTrue(verdict instanceof FolderVerdict.Unusable u && u.detail().contains("not one of Ralph Desk"),
                verdict.toString());
    }
}
