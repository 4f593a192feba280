package dev.ralphdesk.ralph.workflow;

import java.io.IOException;
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
 * Sizes and modification times of the workspace's files, to tell which files a round changed.
 * Version-control and build-output folders are skipped; at most {@link #MAX_FILES} files are read.
 */
final class WorkspaceSnapshot {
    static final int MAX_FILES = 20_000;
    private static final Set<String> SKIPPED = Set.of(".git", ".hg", ".svn", "node_modules", "target", "build",
            ".gradle", "__pycache__", ".venv", ".idea");
    private final Map<String, String> files;

    private WorkspaceSnapshot(Map<String, String> files) {
        this.files = files;
    }

    static WorkspaceSnapshot take(Path root) {
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
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            return new WorkspaceSnapshot(files);
        }
        return new WorkspaceSnapshot(files);
    }

    /** Paths added, changed or removed since this snapshot, sorted. */
    List<String> changedSince(WorkspaceSnapshot earlier) {
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
}
