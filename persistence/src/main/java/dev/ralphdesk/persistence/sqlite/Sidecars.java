package dev.ralphdesk.persistence.sqlite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The {@code -wal} and {@code -shm} files SQLite keeps beside a WAL database. Reading such a database,
 * even read-only, creates them; whoever only looked (a probe, a check, a reading command) takes away the
 * empty ones it added — and only while no other process uses the database.
 */
public final class Sidecars {
    private final Path wal;
    private final Path shm;
    private final boolean existed;

    private Sidecars(Path database) {
        this.wal = Path.of(database + "-wal");
        this.shm = Path.of(database + "-shm");
        this.existed = Files.exists(wal) || Files.exists(shm);
    }

    /** Notes whether the database has sidecars now, before it is read. */
    public static Sidecars before(Path database) {
        return new Sidecars(database);
    }

    /** Removes the sidecars reading added, when they hold nothing (the log is empty). */
    public void removeAdded() {
        if (existed) {
            return;
        }
        try {
            if (Files.exists(wal) && Files.size(wal) == 0) {
                Files.delete(wal);
                Files.deleteIfExists(shm);
            }
        } catch (IOException ignored) {
            // harmless empty files: SQLite reuses them; nothing is lost
        }
    }
}
