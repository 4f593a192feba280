package dev.ralphdesk.core.instructions;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * The folders whose instruction files apply to a workspace: the workspace and the folders above it up
 * to the root of its git repository, outermost first. A workspace outside any git repository has
 * only its own folder (a file higher up, e.g. in the home folder, is not the project's).
 */
final class InstructionFolders {
    private InstructionFolders() {
    }

    static List<Path> of(Path workspace) {
        Deque<Path> folders = new ArrayDeque<>();
        for (Path folder = workspace; folder != null; folder = folder.getParent()) {
            folders.addFirst(folder);
            if (Files.exists(folder.resolve(".git"), LinkOption.NOFOLLOW_LINKS)) {
                return List.copyOf(folders);
            }
        }
        return List.of(workspace);
    }
}
