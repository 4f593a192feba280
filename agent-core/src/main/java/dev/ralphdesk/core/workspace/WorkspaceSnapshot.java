package dev.ralphdesk.core.workspace;

import java.io.IOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * The stamps of the workspace's files, to tell what changed — also through {@code shell}: size,
 * modification time, and where the file system has them, the inode and the status-change time
 * (which no program can set back, unlike the modification time). One {@code lstat} per entry, no
 * file is read: about 4 µs a file. Version-control, tool and build-output folders are skipped, so
 * running the tests or committing is not mistaken for a change; at most {@link #MAX_FILES} files are
 * stamped. A workspace that cannot be walked gives an incomplete snapshot, which never counts as a
 * change.
 */
public final class WorkspaceSnapshot {
    public static final int MAX_FILES = 20_000;
    static final Set<String> SKIPPED = Set.of(".git", ".hg", ".svn", "target", "build", "out", "dist",
            "node_modules", ".gradle", ".idea", ".venv", "__pycache__", ".pytest_cache", ".mypy_cache",
            ".ruff_cache", ".tox", ".nox", ".next", ".turbo", ".nyc_output", "coverage");
    private static final String UNIX_STAMP = "unix:isDirectory,size,lastModifiedTime,ctime,ino";
    private final Map<String, Stamp> files;
    private final boolean complete;

    /** What identifies one version of a file; {@code changed} and {@code inode} are -1 where unknown. */
    private record Stamp(long size, long modified, long changed, long inode) {
    }

    private WorkspaceSnapshot(Map<String, Stamp> files, boolean complete) {
        this.files = files;
        this.complete = complete;
    }

    public static WorkspaceSnapshot take(Path root) {
        Map<String, Stamp> files = new HashMap<>();
        boolean unix = root.getFileSystem().supportedFileAttributeViews().contains("unix");
        try {
            walk(root, "", files, unix);
        } catch (IOException | DirectoryIteratorException e) {
            return new WorkspaceSnapshot(files, false);
        }
        return new WorkspaceSnapshot(files, true);
    }

    /** Stamps the files below {@code folder}; false once {@link #MAX_FILES} are stamped. */
    private static boolean walk(Path folder, String prefix, Map<String, Stamp> files, boolean unix) throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                Stamp stamp;
                boolean isFolder;
                try {
                    if (unix) {
                        Map<String, Object> attributes = Files.readAttributes(entry, UNIX_STAMP,
                                LinkOption.NOFOLLOW_LINKS);
                        isFolder = (Boolean) attributes.get("isDirectory");
                        stamp = new Stamp((Long) attributes.get("size"), nanos(attributes.get("lastModifiedTime")),
                                nanos(attributes.get("ctime")), (Long) attributes.get("ino"));
                    } else {
                        BasicFileAttributes attributes = Files.readAttributes(entry, BasicFileAttributes.class,
                                LinkOption.NOFOLLOW_LINKS);
                        isFolder = attributes.isDirectory();
                        stamp = new Stamp(attributes.size(), attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS),
                                -1, -1);
                    }
                } catch (IOException e) {
                    continue; // removed while walking
                }
                if (!isFolder) {
                    if (files.size() >= MAX_FILES) {
                        return false;
                    }
                    files.put(prefix + name, stamp);
                } else if (!SKIPPED.contains(name) && !walkInside(entry, prefix + name + "/", files, unix)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A folder below the root; one that cannot be read (permissions, gone meanwhile) is left out. */
    private static boolean walkInside(Path folder, String prefix, Map<String, Stamp> files, boolean unix) {
        try {
            return walk(folder, prefix, files, unix);
        } catch (IOException | DirectoryIteratorException e) {
            return true;
        }
    }

    private static long nanos(Object time) {
        return ((FileTime) time).to(TimeUnit.NANOSECONDS);
    }

    /** Paths added, changed or removed since {@code earlier}, sorted. */
    public List<String> changedSince(WorkspaceSnapshot earlier) {
        Set<String> changed = new TreeSet<>();
        for (Map.Entry<String, Stamp> file : files.entrySet()) {
            if (!Objects.equals(file.getValue(), earlier.files.get(file.getKey()))) {
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
