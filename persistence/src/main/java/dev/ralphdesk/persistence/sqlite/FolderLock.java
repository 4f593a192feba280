package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.persistence.location.DataFolder;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * This process's claim on a data folder: the folder exists and is writable, and an exclusive lock
 * on {@code ralph-desk.lock} keeps a second running Ralph Desk away from the same database. The
 * operating system releases the lock when the process dies, even on kill -9. The lock file holds
 * the owner's process id, for messages only; it is never deleted.
 */
final class FolderLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private FolderLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static FolderLock claim(DataFolder folder) {
        Path path = folder.path();
        try {
            Files.createDirectories(path);
        } catch (IOException e) {
            throw new SessionStoreException("Ralph Desk cannot create its data folder " + path + " (from "
                    + folder.source() + "): " + reason(e) + ". Create it by hand, or " + SqliteErrors.ELSEWHERE + ".",
                    e);
        }
        probeWritable(path);
        FileChannel channel = null;
        try {
            channel = FileChannel.open(folder.lockFile(), StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock lock = tryLock(channel);
            if (lock == null) {
                String owner = readOwner(folder.lockFile());
                channel.close();
                throw new SessionStoreException("Another Ralph Desk" + owner + " is already using " + folder.database()
                        + " (it holds " + folder.lockFile() + "). Close the other Ralph Desk, or "
                        + SqliteErrors.ELSEWHERE + ".");
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII)));
            return new FolderLock(channel, lock);
        } catch (IOException e) {
            closeQuietly(channel);
            throw new SessionStoreException("Ralph Desk cannot lock its data folder " + path + ": " + reason(e)
                    + ". Make the folder writable, or " + SqliteErrors.ELSEWHERE + ".", e);
        }
    }

    /** Creating and deleting a file is the only check that also holds for root and read-only mounts. */
    private static void probeWritable(Path path) {
        try {
            Files.delete(WriteProbe.createIn(path));
        } catch (IOException e) {
            throw new SessionStoreException("The data folder " + path + " is read-only: " + reason(e)
                    + ". Ralph Desk needs to write there; make it writable, or " + SqliteErrors.ELSEWHERE + ".", e);
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null; // held by this very process (a second store in the same JVM)
        }
    }

    /**
     * Runs {@code action} while no Ralph Desk holds the folder, holding its lock meanwhile; does nothing
     * when one does (or when the folder has no lock file: then nobody can be told apart from a starter).
     */
    static void whileUnused(DataFolder folder, Runnable action) {
        if (!Files.exists(folder.lockFile())) {
            return;
        }
        try (FileChannel channel = FileChannel.open(folder.lockFile(), StandardOpenOption.READ,
                StandardOpenOption.WRITE)) {
            FileLock lock = tryLock(channel);
            if (lock == null) {
                return;
            }
            try {
                action.run();
            } finally {
                lock.release();
            }
        } catch (IOException e) {
            // the folder is not ours to tidy now; what was left is harmless
        }
    }

    /** {@code " (process 123)"} from the lock file, or empty. */
    static String readOwner(Path lockFile) {
        try {
            String pid = Files.readString(lockFile, StandardCharsets.US_ASCII).strip();
            return pid.matches("[0-9]{1,10}") ? " (process " + pid + ")" : "";
        } catch (IOException e) {
            return "";
        }
    }

    static String reason(IOException e) {
        if (e instanceof java.nio.file.FileAlreadyExistsException exists) {
            return exists.getFile() + " exists and is not a folder";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // already failing with a clearer message
            }
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            throw new SessionStoreException("could not release the lock on the data folder: " + reason(e), e);
        }
    }
}
