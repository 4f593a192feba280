package dev.ralphdesk.core.approval;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The places no tool writes without an approval that names them (in every mode but {@code auto}),
 * and that a sandboxed shell cannot see: {@code .git} and {@code .ralph-desk} wherever they appear
 * in a workspace, Ralph Desk's data folder, its config folder and the key file. A protected folder
 * that holds the whole workspace (the offline demo's workspace lives in the data folder) does not
 * make the workspace protected: confinement already keeps the tools out of the rest of it.
 */
public record ProtectedPaths(List<Path> folders, List<Path> files) {
    /** Folder names protected wherever they appear in a workspace. */
    public static final List<String> WORKSPACE_NAMES = List.of(".git", ".ralph-desk");
    /** Only the workspace names: for tests and tools composed without Ralph Desk's folders. */
    public static final ProtectedPaths WORKSPACE_ONLY = new ProtectedPaths(List.of(), List.of());

    public ProtectedPaths {
        folders = canonical(folders);
        files = canonical(files);
    }

    /**
     * The protected place {@code path} (absolute, already confined to the workspace {@code root})
     * lies in, as the person reads it ({@code .git/}, the data folder's path), or null.
     */
    public String targetOf(Path root, Path path) {
        Path normal = path.toAbsolutePath().normalize();
        if (normal.startsWith(root)) {
            for (Path part : root.relativize(normal)) {
                if (WORKSPACE_NAMES.contains(part.toString())) {
                    return part + "/";
                }
            }
        }
        for (Path file : files) {
            if (normal.equals(file)) {
                return file.toString();
            }
        }
        for (Path folder : folders) {
            if (normal.startsWith(folder) && !root.startsWith(folder)) {
                return folder + "/";
            }
        }
        return null;
    }

    /** The folders and files a sandboxed shell must not see. */
    public List<Path> hidden() {
        List<Path> all = new ArrayList<>(folders);
        all.addAll(files);
        return all;
    }

    /** Absolute and normalized; the real path where one exists, so a symlinked folder is still recognised. */
    private static List<Path> canonical(List<Path> paths) {
        List<Path> out = new ArrayList<>();
        for (Path path : paths) {
            Path normal = path.toAbsolutePath().normalize();
            out.add(normal);
            try {
                Path real = normal.toRealPath();
                if (!real.equals(normal)) {
                    out.add(real);
                }
            } catch (IOException e) {
                // not there (yet): the normalized path is all there is to protect
            }
        }
        return List.copyOf(out);
    }
}
