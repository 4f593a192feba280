package dev.ralphdesk.core.sandbox;

import dev.ralphdesk.core.approval.ProtectedPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Runs commands inside bubblewrap: the whole file system read-only, a private {@code /tmp}, fresh
 * {@code /dev} and {@code /proc} (its own process namespace: no other process of the user is
 * visible, and every process of the command ends with it), the workspace writable but its
 * {@code .git} and {@code .ralph-desk} read-only unless a protected write was approved, the hidden
 * folders replaced by empty ones and hidden files outside them by an empty file, no network unless allowed, a new
 * terminal session, and the sandbox killed when Ralph Desk dies. Mounts are layered from the
 * shallowest path to the deepest, so a workspace inside a hidden folder (the demo workspace in the
 * data folder) is still there, and a hidden folder inside the workspace is still hidden. Paths that
 * do not exist are left alone (bubblewrap would leave an empty mount point behind in the workspace),
 * and so are symlinks: the hidden list holds their real paths too. Where Ralph Desk runs as root,
 * the command keeps only root's power over files ({@link RootsFileCapabilities}): bubblewrap makes no
 * user namespace for root and would leave the command all of root's capabilities, with which it could
 * remount the read-only file system writable or unmount what hides the data folder. Over files, where
 * the mounts decide what it may write, it stays root: it writes a workspace file another user owns (a
 * checkout bind-mounted into a container), and {@code tar} or {@code cp -a} keep files' owners. For any
 * other user bubblewrap gives the command no capability already (and a setuid bubblewrap refuses the
 * options).
 *
 * @param asRoot whether Ralph Desk runs as root ({@link Bubblewrap#runsAsRoot})
 * @param kept the capabilities a command keeps as root ({@code --cap-add}), after all are dropped
 */
public record BubblewrapSandbox(Path executable, boolean network, boolean asRoot, List<String> kept)
        implements Sandbox {
    public BubblewrapSandbox {
        Objects.requireNonNull(executable, "executable");
        kept = List.copyOf(kept);
    }

    /** As root, the command keeps root's power over files, as far as this process holds it. */
    public BubblewrapSandbox(Path executable, boolean network, boolean asRoot) {
        this(executable, network, asRoot, asRoot ? RootsFileCapabilities.held() : List.of());
    }

    /** One mount, ordered by the depth of its path. */
    private record Mount(Path at, List<String> arguments) {
    }

    @Override
    public List<String> wrap(Path given, List<Path> hidden, List<String> command, ShellAccess access) {
        Path workspace = real(given);
        List<String> line = new ArrayList<>(List.of(executable.toString(), "--new-session", "--die-with-parent",
                "--unshare-pid"));
        if (!network) {
            line.add("--unshare-net");
        }
        if (asRoot) {
            line.addAll(List.of("--cap-drop", "ALL"));
            kept.forEach(capability -> line.addAll(List.of("--cap-add", capability)));
        }
        line.addAll(List.of("--ro-bind", "/", "/"));
        List<Mount> mounts = new ArrayList<>();
        mounts.add(new Mount(Path.of("/dev"), List.of("--dev", "/dev")));
        mounts.add(new Mount(Path.of("/proc"), List.of("--proc", "/proc")));
        mounts.add(new Mount(Path.of("/tmp"), List.of("--tmpfs", "/tmp")));
        List<Path> folders = hidden.stream().filter(path -> Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)).toList();
        for (Path folder : folders) {
            mounts.add(new Mount(folder, List.of("--tmpfs", folder.toString())));
        }
        for (Path file : hidden) {
            boolean shown = Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isSymbolicLink(file)
                    && !folders.contains(file) && folders.stream().noneMatch(file::startsWith);
            if (shown) {
                mounts.add(new Mount(file, List.of("--ro-bind", "/dev/null", file.toString())));
            }
        }
        mounts.add(new Mount(workspace, List.of("--bind", workspace.toString(), workspace.toString())));
        if (access == ShellAccess.STANDARD) {
            for (String name : ProtectedPaths.WORKSPACE_NAMES) {
                Path inside = workspace.resolve(name);
                if (Files.exists(inside, LinkOption.NOFOLLOW_LINKS)) {
                    mounts.add(new Mount(inside, List.of("--ro-bind", inside.toString(), inside.toString())));
                }
            }
        }
        // shallowest first (not by Comparator.comparingInt: a serializable lambda, made anew at every start)
        mounts.sort((one, other) -> Integer.compare(one.at().getNameCount(), other.at().getNameCount()));
        mounts.forEach(mount -> line.addAll(mount.arguments()));
        line.addAll(List.of("--setenv", "TMPDIR", "/tmp", "--chdir", workspace.toString(), "--"));
        line.addAll(command);
        return line;
    }

    /** The real path: a bind's target must not pass through a symlink. */
    private static Path real(Path folder) {
        try {
            return folder.toRealPath();
        } catch (IOException e) {
            return folder.toAbsolutePath().normalize();
        }
    }

    /** Its own process namespace ({@code --unshare-pid}), whose first process dies with bubblewrap. */
    @Override
    public boolean endsItsProcessesWithTheCommand() {
        return true;
    }

    @Override
    public SandboxStatus status() {
        return new SandboxStatus(SandboxStatus.State.ACTIVE, "bubblewrap: the workspace is writable, the rest "
                + "read-only, Ralph Desk's folders hidden, the network " + (network ? "on" : "off"));
    }
}
