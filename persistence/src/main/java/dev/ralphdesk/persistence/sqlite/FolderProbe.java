package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.schema.Migrations;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Looks at a folder someone wants as the data folder, before it is chosen: is it a folder (or can
 * it be created), can it be written, is another Ralph Desk using it, and is its database one this
 * build can open. Creates nothing that stays: a write probe is deleted, the lock is only tried, and
 * the database is read through a read-only connection (sidecar files that reading adds are removed).
 */
public final class FolderProbe {
    private FolderProbe() {
    }

    /** @param inUse whether this process already uses the folder (its lock is ours, its database is fine) */
    public static FolderVerdict check(Path candidate, boolean inUse) {
        Path folder = candidate.toAbsolutePath().normalize();
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            return new FolderVerdict.NotAFolder(folder);
        }
        if (!Files.isDirectory(folder)) {
            Path parent = nearestExisting(folder);
            if (!Files.isDirectory(parent)) {
                return new FolderVerdict.NotAFolder(parent);
            }
            String problem = writeProblem(parent);
            return problem == null ? new FolderVerdict.Usable(false) : new FolderVerdict.NotWritable(parent, problem);
        }
        String problem = writeProblem(folder);
        if (problem != null) {
            return new FolderVerdict.NotWritable(folder, problem);
        }
        if (inUse) {
            return new FolderVerdict.Usable(true);
        }
        DataFolder data = new DataFolder(folder, DataFolder.SETTINGS);
        if (!Files.exists(data.lockFile())) {
            return database(data.database());
        }
        try (FileChannel channel = FileChannel.open(data.lockFile(), StandardOpenOption.READ,
                StandardOpenOption.WRITE)) {
            FileLock lock = tryLock(channel);
            if (lock == null) {
                return new FolderVerdict.Locked(FolderLock.readOwner(data.lockFile()).replaceAll("[^0-9]", ""));
            }
            try {
                return database(data.database());
            } finally {
                lock.release();
            }
        } catch (IOException e) {
            return new FolderVerdict.NotWritable(folder, FolderLock.reason(e));
        }
    }

    private static FolderVerdict database(Path database) {
        Sidecars sidecars = Sidecars.before(database);
        try {
            int version = SchemaCheck.inspect(database, Integer.MAX_VALUE);
            int known = Migrations.latest(Migrations.ALL);
            if (version > known) {
                return new FolderVerdict.NewerSchema(version, known);
            }
            return new FolderVerdict.Usable(version > 0);
        } catch (SessionStoreException e) {
            return new FolderVerdict.Unusable(e.getMessage());
        } finally {
            sidecars.removeAdded();
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null; // a store in this very process holds it
        }
    }

    private static Path nearestExisting(Path folder) {
        Path current = folder;
        while (current.getParent() != null && !Files.exists(current)) {
            current = current.getParent();
        }
        return current;
    }

    /** Creating and deleting a file is the only check that also holds for root and read-only mounts. */
    private static String writeProblem(Path folder) {
        try {
            Files.delete(WriteProbe.createIn(folder));
            return null;
        } catch (IOException e) {
            return FolderLock.reason(e);
        }
    }
}
