package dev.ralphdesk.core.workspace;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Sizes and modification times of the workspace's files, to tell what a round changed — also
 * through {@code shell}. Version-control, tool and build-output folders are skipped, so running the
 * tests is not mistaken for progress; at most {@link #MAX_FILES} files are read. A workspace that
 * cannot be walked gives an incomplete snapshot, which never counts as a change.
 */
public final class WorkspaceSnapshot {
    public static final int MAX_FILES = 20_000;
    static final Set<String> SKIPPED = Set.of(".git", ".hg", ".svn", "target", "build", "out", "dist",
            "node_modules", ".gradle", ".idea", ".venv", "__pycache__", ".pytest_cache", ".mypy_cache");
    private final Map<String, String> files;
    private final boolean complete;

    private WorkspaceSnapshot(Map<String, String> files, boolean complete) {
        this.files = files;
        this.complete = complete;
    }

    public static WorkspaceSnapshot take(Path root) {
        Map<String, String> files = new HashMap<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return !dir.equals(root) && SKIPPED.contains(dir.getFileName().toString())
                            ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (files.size() >= MAX_FILES) {
                        return FileVisitResult.TERMINATE;
                    }
                    files.put(root.relativize(file).toString().replace('\\', '/'),
                            attrs.size() + ":" + attrs.lastModifiedTime().toMillis());
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                    if (file.equals(root)) {
                        throw e;
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException | UncheckedIOException e) {
            return new WorkspaceSnapshot(files, false);
        }
        return new WorkspaceSnapshot(files, true);
    }

    /** Paths added, changed or removed since {@code earlier}, sorted. */
    public List<String> changedSince(WorkspaceSnapshot earlier) {
        Set<String> changed = new TreeSet<>();
        for (Map.Entry<String, String> file : files.entrySet()) {
            if (!file.getValue().equals(earlier.files.get(file.getKey()))) {
                changed.add(file.getKey());
            }
        }
        for (String path : earlier.files.keySet()) {
            if (!files.containsKey(path)) {
                changed.add(path);
            }
        }
        return List.copyOf(changed);
    }

    /** Whether something changed between two complete snapshots; unknown (null or incomplete) is no change. */
    public static boolean changed(WorkspaceSnapshot before, WorkspaceSnapshot after) {
        return before != null && after != null && before.complete && after.complete
                && !after.changedSince(before).isEmpty();
    }
}
