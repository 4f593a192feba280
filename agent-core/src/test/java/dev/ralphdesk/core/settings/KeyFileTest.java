package dev.ralphdesk.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.ralphdesk.core.model.http.ApiKey;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeyFileTest {
    @TempDir
    Path dir;

    @Test
    void storesTheKeyReadableOnlyByTheUser() throws Exception {
        assumeTrue(AtomicFiles.posix());
        KeyFile file = new KeyFile(dir.resolve("ralph-desk").resolve("key"));
        file.write(ApiKey.of("sk-stored-1"));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file.path())));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file.path().getParent())));
        assertEquals("sk-stored-1", file.read().orElseThrow().reveal());
    }

    @Test
    void replacingTheKeyLeavesNoTemporaryFiles() throws Exception {
        KeyFile file = new KeyFile(dir.resolve("key"));
        file.write(ApiKey.of("sk-old"));
        file.write(ApiKey.of("sk-new"));
        assertEquals("sk-new", file.read().orElseThrow().reveal());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count());
        }
    }

    @Test
    void tooOpenPermissionsAreTightenedOnRead() throws Exception {
        assumeTrue(AtomicFiles.posix());
        Path path = dir.resolve("key");
        Files.writeString(path, "sk-typed\n");
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-r--r--"));
        assertEquals("sk-typed", new KeyFile(path).read().orElseThrow().reveal());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(path)));
    }

    @Test
    void noFileMeansNoKey() throws Exception {
        KeyFile file = new KeyFile(dir.resolve("key"));
        assertEquals(Optional.empty(), file.read());
        file.write(ApiKey.of("sk-x"));
        file.delete();
        assertFalse(Files.exists(file.path()));
        assertTrue(file.read().isEmpty());
    }
}
