package dev.ralphdesk.goal.driver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import java.util.TreeMap;

/**
 * A cheap fingerprint of the workspace (paths, sizes, modification times) to tell whether a goal
 * round changed anything, including through {@code shell}. Build output and tool folders are left
 * out, so running the tests is not mistaken for progress. At most {@value #MAX_FILES} files are
 * looked at; a folder that cannot be read yields null ("unknown"), which never counts as a change.
 */
final class WorkspaceProbe {
    static final int MAX_FILES = 20_000;
    static final Set<String> SKIPPED = Set.of(".git", ".hg", ".svn", "target", "build", "out", "dist",
            "node_modules", ".gradle", ".idea", ".venv", "__pycache__", ".pytest_cache", ".mypy_cache");

    String fingerprint(Path root) {
        TreeMap<String, String> entries = new TreeMap<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return !dir.equals(root) && SKIPPED.contains(dir.getFileName().toString())
                            ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    entries.put(root.relativize(file).toString(), attrs.size() + ":" + attrs.lastModifiedTime());
                    return entries.size() >= MAX_FILES ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException | UncheckedIOException e) {
            return null;
        }
        return digest(entries);
    }

    static boolean changed(String before, String after) {
        return before != null && after != null && !before.equals(after);
    }

    private static String digest(TreeMap<String, String> entries) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            entries.forEach((path, stamp) -> sha.update((path + '\u0000' + stamp + '\n').getBytes(StandardCharsets.UTF_8)));
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }
}
