package dev.ralphdesk.core.settings;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Writes a file whole or not at all: a temporary file beside it, then a rename over it. */
public final class AtomicFiles {
    static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> OWNER_DIR = PosixFilePermissions.fromString("rwx------");

    private AtomicFiles() {
    }

    static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }

    /** Creates the folder (owner-only on POSIX) when it is missing. */
    static void ensureDirectory(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            if (posix()) {
                Files.createDirectories(directory, PosixFilePermissions.asFileAttribute(OWNER_DIR));
            } else {
                Files.createDirectories(directory);
            }
        }
    }

    /** Writes {@code text}; with {@code ownerOnly} the file is 0600 from its first byte on. */
    public static void write(Path file, String text, boolean ownerOnly) throws IOException {
        Path directory = file.toAbsolutePath().getParent();
        ensureDirectory(directory);
        FileAttribute<?>[] attributes = ownerOnly && posix()
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY)}
                : new FileAttribute<?>[0];
        Path temp = Files.createTempFile(directory, "." + file.getFileName(), ".tmp", attributes);
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
            if (ownerOnly && posix()) {
                Files.setPosixFilePermissions(file, OWNER_ONLY);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
