package dev.ralphdesk.core.workspace;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Walks a folder in a stable order: entries sorted by name, each folder's contents right after
 * it. Never follows symbolic links and never enters {@code .git}.
 */
final class FileTree {
    static final String GIT_FOLDER = ".git";

    private FileTree() {
    }

    /** Receives each entry; returns false to stop the walk. */
    @FunctionalInterface
    interface Visitor {
        boolean visit(Path path, BasicFileAttributes attributes);
    }

    /**
     * Visits the entries of {@code folder} (and, when {@code recursive}, of its subfolders).
     * Returns the folders that could not be read, for the caller to mention.
     */
    static List<Path> walk(Path folder, boolean recursive, Visitor visitor) {
        List<Path> unreadable = new ArrayList<>();
        walk(folder, recursive, visitor, unreadable);
        return unreadable;
    }

    private static boolean walk(Path folder, boolean recursive, Visitor visitor, List<Path> unreadable) {
        List<Path> children = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder)) {
            for (Path child : stream) {
                if (!child.getFileName().toString().equals(GIT_FOLDER)) {
                    children.add(child);
                }
            }
        } catch (IOException e) {
            unreadable.add(folder);
            return true;
        }
        children.sort(Comparator.comparing(child -> child.getFileName().toString()));
        for (Path child : children) {
            BasicFileAttributes attributes;
            try {
                attributes = Files.readAttributes(child, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException e) {
                continue; // vanished while we looked
            }
            if (!visitor.visit(child, attributes)) {
                return false;
            }
            if (recursive && attributes.isDirectory() && !walk(child, true, visitor, unreadable)) {
                return false;
            }
        }
        return true;
    }
}
