package dev.ralphdesk.core.effect;

import java.util.Objects;

/**
 * A file tool about to create or change a file.
 *
 * @param path the file, relative to the workspace root
 * @param diff the exact change as a unified diff
 * @param protectedTarget the protected place the file lies in, or null
 */
public record FileChange(String tool, String path, String diff, String protectedTarget) implements Effect {
    public FileChange {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(diff, "diff");
    }

    @Override
    public Kind kind() {
        return Kind.FILE_WRITE;
    }

    @Override
    public String subject() {
        return path;
    }

    @Override
    public String details() {
        return diff;
    }
}
