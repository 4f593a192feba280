package dev.ralphdesk.core.workspace;

import dev.ralphdesk.core.approval.ProtectedPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the paths a sandbox mounts over are on the host now: for each, its device, inode and change
 * time ({@code ctime}), or its absence. A sandbox's mount on a folder or file ends when the host removes
 * it, and then its namesake made anew shows through: a spare sandbox whose mounts were made before a
 * hidden folder, the key file or the workspace's {@code .git} was removed and made again would show the
 * new one, readable or writable (the inode number alone does not tell: ext4 gives a folder made right
 * after a removal the removed one's number). The change time moves with the path's own changes too
 * (an entry added to a folder), which only costs the spare. Stamps that cannot be read match nothing.
 */
final class HostStamps {
    private static final String ATTRIBUTES = "unix:dev,ino,ctime";
    private final AtomicLong unreadable = new AtomicLong();

    /**
     * The real path of the workspace {@code folder} (which the sandbox binds, by that name), then the
     * stamps of the workspace, its protected folders and the {@code hidden} paths.
     */
    List<String> of(Path folder, List<Path> hidden) {
        Path workspace = real(folder);
        List<Path> paths = new ArrayList<>(hidden.size() + 1 + ProtectedPaths.WORKSPACE_NAMES.size());
        paths.add(workspace);
        for (String name : ProtectedPaths.WORKSPACE_NAMES) {
            paths.add(workspace.resolve(name));
        }
        paths.addAll(hidden);
        List<String> stamps = new ArrayList<>(paths.size() + 1);
        stamps.add(workspace.toString());
        for (Path path : paths) {
            stamps.add(stamp(path));
        }
        return stamps;
    }

    /** The workspace as the sandbox binds it: its real path. */
    private static Path real(Path folder) {
        try {
            return folder.toRealPath();
        } catch (IOException e) {
            return folder.toAbsolutePath().normalize();
        }
    }

    private String stamp(Path path) {
        try {
            Map<String, Object> read = Files.readAttributes(path, ATTRIBUTES, LinkOption.NOFOLLOW_LINKS);
            return read.get("dev") + ":" + read.get("ino") + ":" + ((FileTime) read.get("ctime")).to(TimeUnit.NANOSECONDS);
        } catch (NoSuchFileException e) {
            return "absent";
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return "unreadable " + unreadable.incrementAndGet();
        }
    }
}
