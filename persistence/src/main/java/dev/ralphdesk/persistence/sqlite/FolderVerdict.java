package dev.ralphdesk.persistence.sqlite;

import java.nio.file.Path;

/**
 * Whether a folder can become the data folder, as {@link FolderProbe} found it. The UI words each
 * case in its own language; {@link Unusable#detail} is the store's own explanation.
 */
public sealed interface FolderVerdict {

    /** Fine; {@code holdsDatabase}: it already holds a Ralph Desk database, whose sessions will show. */
    record Usable(boolean holdsDatabase) implements FolderVerdict {
    }

    /** {@code file} (the folder itself or one of its parents) is a file, not a folder. */
    record NotAFolder(Path file) implements FolderVerdict {
    }

    /** Neither the folder nor, when it does not exist yet, its nearest existing parent can be written. */
    record NotWritable(Path folder, String reason) implements FolderVerdict {
    }

    /** Another running Ralph Desk holds the folder's lock; {@code pid} is its process id, or empty when unknown. */
    record Locked(String pid) implements FolderVerdict {
    }

    /** Its database was written by a newer Ralph Desk. */
    record NewerSchema(int found, int known) implements FolderVerdict {
    }

    /** Its database cannot be used (not a database, another program's, damaged). */
    record Unusable(String detail) implements FolderVerdict {
    }
}
