package dev.ralphdesk.core.workspace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The folder the agent works in. {@link #resolve} is the only way a tool turns a path from the
 * model into a file: it refuses NUL bytes, overlong paths, absolute paths outside the root,
 * {@code ..} escapes and symlinks (on the file or any parent) that lead outside.
 */
public final class Workspace {
    static final int MAX_PATH_CHARS = 4096;
    private final Path root;

    private Workspace(Path root) {
        this.root = root;
    }

    /** Opens an existing folder; fails with a clear message when it is missing or not a folder. */
    public static Workspace open(Path folder) {
        Objects.requireNonNull(folder, "folder");
        if (!Files.isDirectory(folder)) {
            throw new WorkspaceException("The workspace " + folder + " does not exist or is not a folder.");
        }
        try {
            return new Workspace(folder.toRealPath());
        } catch (IOException e) {
            throw new WorkspaceException("Cannot open the workspace " + folder + ": " + e.getMessage());
        }
    }

    public Path root() {
        return root;
    }

    /**
     * Resolves a path given by the model to an absolute path inside the workspace. The target need
     * not exist; the real path of its deepest existing ancestor must lie inside the workspace, and
     * an existing target that is a symlink must point inside too.
     */
    public Path resolve(String given) {
        if (given == null) {
            throw new WorkspaceException("A path is required.");
        }
        if (given.indexOf('\0') >= 0) {
            throw new WorkspaceException("Refused: the path contains a NUL byte.");
        }
        if (given.length() > MAX_PATH_CHARS) {
            throw new WorkspaceException("Refused: the path is longer than " + MAX_PATH_CHARS + " characters.");
        }
        String trimmed = given.isBlank() ? "." : given.strip();
        Path candidate;
        try {
            Path raw = Path.of(trimmed);
            candidate = (raw.isAbsolute() ? raw : root.resolve(raw)).normalize();
        } catch (InvalidPathException e) {
            throw new WorkspaceException("Refused: '" + abbreviate(given) + "' is not a valid path (" + e.getReason() + ").");
        }
        if (!candidate.startsWith(root)) {
            throw outside(given);
        }
        Path real = realPathOfDeepestExisting(candidate, given);
        if (!real.startsWith(root)) {
            throw outside(given);
        }
        return candidate;
    }

    /** The path relative to the root, with forward slashes, for messages. */
    public String relative(Path path) {
        String rel = root.relativize(path).toString().replace('\\', '/');
        return rel.isEmpty() ? "." : rel;
    }

    private Path realPathOfDeepestExisting(Path candidate, String given) {
        Path probe = candidate;
        while (probe != null && !Files.exists(probe, LinkOption.NOFOLLOW_LINKS)) {
            probe = probe.getParent();
        }
        if (probe == null) {
            throw outside(given);
        }
        try {
            if (Files.isSymbolicLink(probe) && !Files.exists(probe)) {
                Path target = Files.readSymbolicLink(probe);
                Path resolved = probe.resolveSibling(target).normalize();
                throw resolved.startsWith(root) ? new WorkspaceException("Refused: '" + abbreviate(given)
                        + "' is a dangling symbolic link.") : outside(given);
            }
            Path real = probe.toRealPath();
            return real.resolve(probe.relativize(candidate)).normalize();
        } catch (IOException e) {
            throw new WorkspaceException("Cannot resolve '" + abbreviate(given) + "': " + e.getMessage());
        }
    }

    private WorkspaceException outside(String given) {
        return new WorkspaceException("Refused: '" + abbreviate(given) + "' is outside the workspace " + root
                + ". Use a path inside the workspace.");
    }

    private static String abbreviate(String text) {
        String clean = text.replace('\0', '?');
        return clean.length() <= 120 ? clean : clean.substring(0, 120) + "…";
    }

    @Override
    public String toString() {
        return root.toString();
    }
}
