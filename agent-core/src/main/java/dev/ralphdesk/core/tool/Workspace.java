package dev.ralphdesk.core.tool;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The folder the agent works in. {@link #resolve} is the only way a tool turns a path from the
 * model into a file: it refuses NUL bytes and other control characters (a newline in a file name
 * forges lines in listings and shell output), overlong paths, system paths ({@code /proc},
 * {@code /dev}, {@code /sys}, also reached through a symlink), absolute paths outside the root,
 * {@code ..} escapes and symlinks (on the file or any parent) that lead outside. Hard links are the
 * tools' to check ({@code TextFiles}): a path cannot show them.
 */
public final class Workspace {
    static final int MAX_PATH_CHARS = 4096;
    private static final List<Path> SYSTEM_FOLDERS = List.of(Path.of("/proc"), Path.of("/dev"), Path.of("/sys"));
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
        int control = firstControl(given);
        if (control >= 0) {
            throw new WorkspaceException(String.format(Locale.ROOT, "Refused: the path contains the control character "
                    + "U+%04X; file names with control characters (newlines, tabs, escapes) are not allowed.", control));
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
            throw isSystem(candidate) ? system(given) : outside(given);
        }
        Path real = realPathOfDeepestExisting(candidate, given);
        if (!real.startsWith(root)) {
            throw isSystem(real) ? system(given) : outside(given);
        }
        return candidate;
    }

    /**
     * The real path of a path {@link #resolve} returned: symlinks on the way resolved, as far as the
     * path exists. This is the file a write lands in, so protected places are recognised by it.
     */
    public Path real(Path resolved) {
        return realPathOfDeepestExisting(resolved, relative(resolved));
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

    private static int firstControl(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c >= 0x7f && c <= 0x9f) {
                return c;
            }
        }
        return -1;
    }

    private static boolean isSystem(Path path) {
        return SYSTEM_FOLDERS.stream().anyMatch(path::startsWith);
    }

    private static WorkspaceException system(String given) {
        return new WorkspaceException("Refused: '" + abbreviate(given) + "' is a system path (/proc, /dev or /sys), "
                + "not a file of the workspace.");
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
