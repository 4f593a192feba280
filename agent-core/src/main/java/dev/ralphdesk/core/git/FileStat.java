package dev.ralphdesk.core.git;

import java.util.Objects;

/** One file's lines added and removed between two states; -1 for both when the file is binary. */
public record FileStat(String path, int added, int removed) {
    public FileStat {
        Objects.requireNonNull(path, "path");
    }

    public boolean binary() {
        return added < 0;
    }
}
