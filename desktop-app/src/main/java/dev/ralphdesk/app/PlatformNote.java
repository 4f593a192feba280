package dev.ralphdesk.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;

/**
 * Which of sqlite-jdbc's resource folders holds the native library for this platform, remembered in
 * {@code file} beside the cached copy (under the driver's version) for the JVM that found it: its
 * {@code os.name}, {@code os.arch} and {@code java.home} (a musl and a glibc JDK of the same system and
 * architecture differ there). The note is a hint: {@link SqliteNativeLibrary} still checks the copy
 * against the jar, and asks the driver again when the note is missing, another JVM's, or names a folder
 * without the library. Failing to write it only costs the next start the driver's question.
 */
record PlatformNote(Path file) {
    static final String FILE = "platform";

    /** The folder this JVM's platform was found to use; empty when not remembered for it. */
    Optional<String> read() {
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            if (lines.size() == 2 && lines.get(0).equals(jvm())) {
                return Optional.of(lines.get(1));
            }
        } catch (IOException e) {
            // not remembered (or unreadable): the driver is asked
        }
        return Optional.empty();
    }

    /** Remembers {@code folder} for this JVM's platform, replacing the note at once (never half written). */
    void write(String folder) {
        Path partial = file.resolveSibling(file.getFileName() + ".partial-" + ProcessHandle.current().pid());
        try {
            Files.writeString(partial, jvm() + "\n" + folder + "\n", StandardCharsets.UTF_8);
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            try {
                Files.deleteIfExists(partial);
            } catch (IOException ignored) {
                // a stray partial note is never read
            }
        }
    }

    private static String jvm() {
        return System.getProperty("os.name") + "\t" + System.getProperty("os.arch") + "\t"
                + System.getProperty("java.home");
    }
}
