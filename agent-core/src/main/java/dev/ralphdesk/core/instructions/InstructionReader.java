package dev.ralphdesk.core.instructions;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds and reads the project instructions of a workspace: in each of its {@link InstructionFolders},
 * {@code AGENTS.md}, or {@code CLAUDE.md} where there is no {@code AGENTS.md}. Cheap enough to call for
 * every turn: each file is read again only when its modification time or size changed, and never more
 * than the cap. The cap ({@value #MAX_BYTES} bytes in all) goes to the nearest file first, so a cut
 * falls on the outermost ones. A file that is not a regular file, links out of the project (a symlink
 * to {@code ~/.ssh/...}) or has more than one name (a hard link) is not read: its text would leave the
 * workspace for the model. Thread-safe.
 */
public final class InstructionReader {
    /** The instructions' size cap, all files together. */
    public static final int MAX_BYTES = 32 * 1024;
    static final List<String> NAMES = List.of("AGENTS.md", "CLAUDE.md");
    private final Map<Path, Cached> cache = new ConcurrentHashMap<>();

    private record Cached(FileTime modified, long size, byte[] head) {
    }

    /** The instruction files in effect for {@code workspace}, outermost first; empty when there are none. */
    public ProjectInstructions read(Path workspace) {
        List<Path> folders = InstructionFolders.of(workspace);
        Path top = folders.get(0);
        List<Found> found = new ArrayList<>();
        for (Path folder : folders) {
            find(folder, top).ifPresent(found::add);
        }
        List<InstructionFile> files = new ArrayList<>();
        int budget = MAX_BYTES;
        for (int i = found.size() - 1; i >= 0; i--) {
            Found file = found.get(i);
            int kept = (int) Math.min(file.head.length, budget);
            budget -= kept;
            String text = new String(file.head, 0, kept, StandardCharsets.UTF_8);
            if (kept < file.size && text.endsWith("\uFFFD")) {
                text = text.substring(0, text.length() - 1); // a character the cut split in two
            }
            files.add(new InstructionFile(file.path, shownAs(workspace, file.path), text, file.size,
                    kept < file.size));
        }
        Collections.reverse(files);
        return new ProjectInstructions(files);
    }

    private record Found(Path path, long size, byte[] head) {
    }

    private Optional<Found> find(Path folder, Path top) {
        for (String name : NAMES) {
            Path path = folder.resolve(name);
            BasicFileAttributes attributes;
            try {
                attributes = Files.readAttributes(path, BasicFileAttributes.class);
            } catch (IOException e) {
                continue; // no such file: the next name
            }
            if (!attributes.isRegularFile() || !inside(path, top) || hardLinked(path)) {
                return Optional.empty();
            }
            return read(path, attributes).map(head -> new Found(path, attributes.size(), head));
        }
        return Optional.empty();
    }

    private Optional<byte[]> read(Path path, BasicFileAttributes attributes) {
        Cached cached = cache.get(path);
        if (cached != null && cached.modified.equals(attributes.lastModifiedTime())
                && cached.size == attributes.size()) {
            return Optional.of(cached.head);
        }
        try (InputStream in = Files.newInputStream(path)) {
            byte[] head = in.readNBytes(MAX_BYTES);
            cache.put(path, new Cached(attributes.lastModifiedTime(), attributes.size(), head));
            return Optional.of(head);
        } catch (IOException e) {
            return Optional.empty(); // unreadable (permissions, gone meanwhile): not in effect
        }
    }

    /** Whether the file, symlinks resolved, lies under the topmost folder of the project. */
    private static boolean inside(Path path, Path top) {
        try {
            return path.toRealPath().startsWith(top.toRealPath());
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean hardLinked(Path path) {
        try {
            Object links = Files.getAttribute(path, "unix:nlink");
            return links instanceof Integer count && count > 1;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false; // no such attribute on this file system: links cannot be told
        }
    }

    private static String shownAs(Path workspace, Path file) {
        return workspace.relativize(file).toString();
    }
}
