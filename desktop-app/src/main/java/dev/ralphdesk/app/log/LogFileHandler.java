package dev.ralphdesk.app.log;

import dev.ralphdesk.core.secret.SecretScan;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.logging.ErrorManager;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;

/**
 * Appends log records to one file of at most {@code limit} bytes: when the next record would pass
 * it, the file moves to {@code NAME.1} (older ones move up, the one beyond {@code keep} is deleted)
 * and a new file starts, so the log never takes more than about {@code (keep + 1) * limit}. The
 * file is opened for each record, so the window and a headless command can write the same log (each
 * line names its process). It is readable by its owner only, and known secrets are blanked out.
 */
final class LogFileHandler extends Handler {
    static final long LIMIT = 1L << 20;
    static final int KEEP = 2;
    /** A record longer than this (a huge message or stack trace) is cut. */
    static final int MAX_RECORD = 64 * 1024;
    private static final Set<OpenOption> APPEND = Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE,
            StandardOpenOption.APPEND);
    private final Path file;
    private final long limit;
    private final int keep;
    private final SecretScan secrets;

    LogFileHandler(Path file, long limit, int keep, SecretScan secrets) {
        this.file = file;
        this.limit = limit;
        this.keep = keep;
        this.secrets = secrets;
        setFormatter(new LogLine());
        setLevel(Level.INFO);
    }

    Path file() {
        return file;
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        String line;
        try {
            line = secrets.redact(getFormatter().format(record));
        } catch (RuntimeException e) {
            reportError("a log record could not be formatted", e, ErrorManager.FORMAT_FAILURE);
            return;
        }
        if (line.length() > MAX_RECORD) {
            line = line.substring(0, MAX_RECORD) + " […cut]\n";
        }
        byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
        try {
            if (Files.exists(file) && Files.size(file) + bytes.length > limit) {
                rotate();
            }
            append(bytes);
        } catch (IOException e) {
            reportError("cannot write the log file " + file, e, ErrorManager.WRITE_FAILURE);
        }
    }

    private void append(byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(file, APPEND, ownerOnly())) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        }
    }

    private void rotate() throws IOException {
        try {
            Files.deleteIfExists(numbered(keep));
            for (int n = keep - 1; n >= 1; n--) {
                if (Files.exists(numbered(n))) {
                    Files.move(numbered(n), numbered(n + 1), StandardCopyOption.REPLACE_EXISTING);
                }
            }
            Files.move(file, numbered(1), StandardCopyOption.REPLACE_EXISTING);
        } catch (NoSuchFileException e) {
            // another process rotated the same files a moment ago
        }
    }

    private Path numbered(int n) {
        return file.resolveSibling(file.getFileName() + "." + n);
    }

    private static FileAttribute<?>[] ownerOnly() {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return new FileAttribute<?>[0];
        }
        return new FileAttribute<?>[] {
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))};
    }

    @Override
    public void flush() {
        // every record is written and closed at once
    }

    @Override
    public void close() {
        setLevel(Level.OFF);
    }
}
