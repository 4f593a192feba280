package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.id.RandomIds;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The file whose creation shows that a folder can be written ({@link FolderProbe}, {@link FolderLock}): a new
 * file of a random name, created only if no file has it, as {@code Files.createTempFile} makes one — but
 * named by {@link RandomIds}, since the JDK's temporary files draw their names from its {@code SecureRandom},
 * which nothing else on a command's way to its first request needs any more.
 */
final class WriteProbe {
    private WriteProbe() {
    }

    /** Creates the probe in {@code folder} and returns its path; the caller deletes it. */
    static Path createIn(Path folder) throws IOException {
        return Files.createFile(folder.resolve(".write-probe-" + RandomIds.name() + ".tmp"));
    }
}
