package dev.ralphdesk.core.workspace;

import dev.ralphdesk.core.tool.Workspace;
import dev.ralphdesk.core.tool.WorkspaceException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

/**
 * File access shared by the workspace tools, always on paths already checked by
 * {@link Workspace#resolve}: existence and kind checks, binary detection, strict UTF-8 reading
 * and writing that does not follow a symlink swapped in after the check.
 */
final class TextFiles {
    static final int BINARY_PROBE_BYTES = 8192;

    private TextFiles() {
    }

    /** Fails clearly unless {@code path} is an existing regular file. */
    static void requireFile(Path path, String given) {
        if (Files.isDirectory(path)) {
            throw new WorkspaceException("'" + given + "' is a folder, not a file. Use list_files to see its contents.");
        }
        if (!Files.exists(path)) {
            throw new WorkspaceException("No such file: '" + given + "'. Use list_files to see what exists.");
        }
        if (!Files.isRegularFile(path)) {
            throw new WorkspaceException("'" + given + "' is not a regular file.");
        }
    }

    /** Fails clearly when the file looks binary (a NUL byte in its first 8 KiB). */
    static void requireText(Path path, String given) {
        if (looksBinary(path)) {
            throw new WorkspaceException("Refused: '" + given + "' looks like a binary file (" + size(path)
                    + "); only text files can be read or edited.");
        }
    }

    static boolean looksBinary(Path path) {
        try (InputStream in = Files.newInputStream(path)) {
            byte[] probe = in.readNBytes(BINARY_PROBE_BYTES);
            for (byte b : probe) {
                if (b == 0) {
                    return true;
                }
            }
            return false;
        } catch (IOException e) {
            throw failure("read", path, e);
        }
    }

    /** Reads the whole file as UTF-8, refusing files larger than {@code maxBytes} or not valid UTF-8. */
    static String readStrict(Path path, String given, long maxBytes) {
        try {
            long size = Files.size(path);
            if (size > maxBytes) {
                throw new WorkspaceException("Refused: '" + given + "' is " + humanSize(size) + "; the limit is "
                        + humanSize(maxBytes) + ".");
            }
            byte[] bytes = Files.readAllBytes(path);
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new WorkspaceException("Refused: '" + given + "' is not valid UTF-8 text, so it cannot be edited safely.");
        } catch (IOException e) {
            throw failure("read", path, e);
        }
    }

    /**
     * Writes UTF-8 text. A symlink at the target (checked by {@link Workspace#resolve}) is
     * replaced by its real path first; the write itself never follows a link.
     */
    static void write(Workspace workspace, Path path, String content) {
        try {
            Path target = Files.isSymbolicLink(path) ? path.toRealPath() : path;
            if (!target.startsWith(workspace.root())) {
                throw new WorkspaceException("Refused: " + path.getFileName() + " now leads outside the workspace.");
            }
            Files.write(target, content.getBytes(StandardCharsets.UTF_8), StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            throw failure("write", path, e);
        }
    }

    /** How many names (hard links) the file has; 1 where the file system cannot tell. */
    static long linkCount(Path path) {
        try {
            Object links = Files.getAttribute(path, "unix:nlink");
            return links instanceof Number number ? number.longValue() : 1;
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return 1;
        } catch (IOException e) {
            throw failure("inspect", path, e);
        }
    }

    static WorkspaceException failure(String verb, Path path, IOException e) {
        if (e instanceof NoSuchFileException) {
            return new WorkspaceException("Cannot " + verb + " " + path.getFileName() + ": it does not exist.");
        }
        return new WorkspaceException("Cannot " + verb + " " + path.getFileName() + ": "
                + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")"));
    }

    static String humanSize(long bytes) {
        if (bytes < 1024) {
            return bytes + " bytes";
        }
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KiB", bytes / 1024.0);
        }
        return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024.0));
    }

    private static String size(Path path) {
        try {
            return humanSize(Files.size(path));
        } catch (IOException e) {
            return "size unknown";
        }
    }
}
