package dev.ralphdesk.persistence.location;

import dev.ralphdesk.core.log.JulLogger;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * The data folder chosen in Settings, remembered outside it: one line, the absolute path, in
 * {@code data-folder} of the config folder (beside {@code settings.json}). Written whole or not at
 * all; a missing, empty or unreadable file means no choice.
 */
public record DataFolderPointer(Path file) {
    public static final String FILE = "data-folder";

    /** The pointer of a config folder ({@code ~/.config/ralph-desk}). */
    public static DataFolderPointer in(Path configDirectory) {
        return new DataFolderPointer(configDirectory.resolve(FILE));
    }

    /** The saved choice, as written; empty when there is none or the file cannot be read. */
    public Optional<String> read() {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? Optional.empty() : Optional.of(text);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            JulLogger.of(DataFolderPointer.class).log(System.Logger.Level.WARNING,
                    "the data folder chosen in Settings could not be read from " + file + ": " + e.getMessage());
            return Optional.empty();
        }
    }

    /** Saves {@code folder} (absolute) as the choice, replacing any earlier one. */
    public void write(Path folder) throws IOException {
        if (!folder.isAbsolute()) {
            throw new IllegalArgumentException("the data folder must be an absolute path, got " + folder);
        }
        Path directory = file.toAbsolutePath().getParent();
        Files.createDirectories(directory);
        Path temp = Files.createTempFile(directory, "." + FILE, ".tmp");
        try {
            Files.writeString(temp, folder.normalize() + "\n", StandardCharsets.UTF_8);
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Forgets the choice: the folder is found without Settings again. The folder itself is untouched. */
    public void clear() throws IOException {
        Files.deleteIfExists(file);
    }
}
