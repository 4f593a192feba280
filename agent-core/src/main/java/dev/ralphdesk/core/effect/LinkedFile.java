package dev.ralphdesk.core.effect;

import java.util.Locale;
import java.util.Objects;

/**
 * A file tool about to read or write a file that has more than one name (hard links): another name
 * may lie outside the workspace, so the workspace's confinement cannot vouch for it.
 *
 * @param path the name given, relative to the workspace root
 * @param links how many names the file has
 */
public record LinkedFile(String tool, String path, long links, boolean write) implements Effect {
    /** The protected target of every hard-linked file: grants for it cover no ordinary effect. */
    public static final String TARGET = "hard-linked files";

    public LinkedFile {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(path, "path");
        if (links < 2) {
            throw new IllegalArgumentException("a linked file has at least two names, not " + links);
        }
    }

    @Override
    public Kind kind() {
        return write ? Kind.LINKED_WRITE : Kind.LINKED_READ;
    }

    @Override
    public String subject() {
        return path;
    }

    @Override
    public String protectedTarget() {
        return TARGET;
    }

    @Override
    public String details() {
        return String.format(Locale.ROOT, "%s has %d names (hard links). Another name may lie outside the "
                + "workspace, so %s it may %s a file outside it.", path, links, write ? "writing" : "reading",
                write ? "change" : "show");
    }
}
