package dev.ralphdesk.core.settings;

import dev.ralphdesk.core.model.http.ApiKey;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The API key typed into Settings, alone in a file readable only by the user (0600 on POSIX),
 * written atomically so a crash never leaves half a key.
 */
public final class KeyFile {
    private final Path file;

    public KeyFile(Path file) {
        this.file = file;
    }

    public Path path() {
        return file;
    }

    /** The stored key, or empty when none is stored. */
    public Optional<ApiKey> read() throws IOException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        if (AtomicFiles.posix() && !Files.getPosixFilePermissions(file).equals(AtomicFiles.OWNER_ONLY)) {
            Files.setPosixFilePermissions(file, AtomicFiles.OWNER_ONLY);
        }
        return text.isBlank() ? Optional.empty() : Optional.of(ApiKey.of(text));
    }

    public void write(ApiKey key) throws IOException {
        AtomicFiles.write(file, key.reveal() + "\n", true);
    }

    public void delete() throws IOException {
        Files.deleteIfExists(file);
    }

    @Override
    public String toString() {
        return "KeyFile[" + file + "]";
    }
}
