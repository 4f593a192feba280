package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.testing.RawDb;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A data folder Ralph Desk cannot write to is refused with a message naming it. Root ignores
 * permission bits, so the folder is made unwritable in ways that hold for root too: a regular file
 * in the way, or the immutable attribute ({@code chattr +i}, skipped where unavailable). The plain
 * {@code chmod} case runs only for an unprivileged user.
 */
class ReadOnlyFolderTest {
    @TempDir
    Path dir;

    private SessionStoreException refused(Path folder) {
        return assertThrows(SessionStoreException.class, () -> SqliteSessionStore.open(
                new DataFolder(folder, "--data-dir"), EventCatalog.withCoreTypes()).close());
    }

    @Test
    void aDataFolderBelowARegularFileIsRefusedClearly() throws IOException {
        Path file = Files.writeString(dir.resolve("not-a-folder"), "x");
        SessionStoreException e = refused(file.resolve("ralph-desk"));
        assertTrue(e.getMessage().startsWith("Ralph Desk cannot create its data folder " + file.resolve("ralph-desk")),
                e.getMessage());
        assertTrue(e.getMessage().contains("--data-dir"), e.getMessage());
    }

    @Test
    void anImmutableFolderIsRefusedEvenForRoot() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("frozen"));
        immutable(folder, true);
        try {
            SessionStoreException e = refused(folder);
            assertTrue(e.getMessage().startsWith("The data folder " + folder + " is read-only"), e.getMessage());
        } finally {
            immutable(folder, false);
        }
    }

    @Test
    void anExistingDatabaseInAFolderThatBecameImmutableIsRefusedAndUntouched() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("frozen-later"));
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(folder, "test"),
                EventCatalog.withCoreTypes())) {
            store.create(NewSession.chat("kept", Path.of("/w")));
        }
        String before = RawDb.sha256(folder.resolve("ralph-desk.db"));
        immutable(folder, true);
        try {
            assertTrue(refused(folder).getMessage().contains("is read-only"));
        } finally {
            immutable(folder, false);
        }
        assertEquals(before, RawDb.sha256(folder.resolve("ralph-desk.db")));
    }

    @Test
    void aFolderWithoutWritePermissionIsRefusedForAnUnprivilegedUser() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("locked"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            boolean privileged;
            try {
                Files.delete(Files.createFile(folder.resolve("probe")));
                privileged = true;
            } catch (IOException expected) {
                privileged = false;
            }
            assumeTrue(!privileged, "running as root: permission bits do not stop writes (see the chattr tests)");
            assertTrue(refused(folder).getMessage().contains("is read-only"));
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    private static void immutable(Path folder, boolean on) throws Exception {
        int exit;
        try {
            Process chattr = new ProcessBuilder("chattr", on ? "+i" : "-i", folder.toString())
                    .redirectErrorStream(true).start();
            exit = chattr.waitFor();
        } catch (IOException e) {
            exit = -1;
        }
        if (on) {
            assumeTrue(exit == 0, "chattr +i is not available here (needs e2fsprogs and CAP_LINUX_IMMUTABLE)");
        } else {
            assertEquals(0, exit, "could not clear the immutable attribute of " + folder);
        }
    }
}
