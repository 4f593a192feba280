package dev.ralphdesk.core.workspace;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Ends a sandbox still setting up without waiting for it: bubblewrap's sandbox process — the one
 * child it clones, which waits for the set-up and has no {@code --die-with-parent} until it is done —
 * is killed first, then bubblewrap. Killed first, it is left waiting nowhere, and bubblewrap, which
 * clones once, makes no other. Where bubblewrap has not cloned yet, it is not touched: it may clone
 * at any moment, and killed then it would leave that clone waiting for ever (an orphan); it is left
 * to end by itself, as a spare ended while setting up ends on its closed input once its loader runs.
 */
final class SandboxClone {
    private SandboxClone() {
    }

    /**
     * Kills {@code bubblewrap}'s cloned sandbox process, then {@code bubblewrap}; true if it had one (both
     * are then killed), false if it had none yet (nothing is killed).
     */
    static boolean killWithBubblewrap(Process bubblewrap) {
        List<ProcessHandle> clones = children(bubblewrap.toHandle());
        if (clones.isEmpty()) {
            return false;
        }
        clones.forEach(ProcessHandle::destroyForcibly); // bubblewrap, alive, has not reaped it: not reused
        bubblewrap.destroyForcibly();
        return true;
    }

    /**
     * The children of a single-threaded process, from its task's {@code children} file (one small read),
     * else from the JDK's walk of every process's {@code /proc} entry (a kernel without that file): the walk
     * took 1.5–3 ms a call here against 0.2–0.9 for the read ({@code SpareShell} asks as a spare starts).
     */
    static List<ProcessHandle> children(ProcessHandle process) {
        String pid = Long.toString(process.pid());
        String listed;
        try {
            listed = Files.readString(Path.of("/proc", pid, "task", pid, "children"), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            return process.isAlive() ? process.children().toList() : List.of();
        }
        List<ProcessHandle> children = new ArrayList<>(1);
        for (String child : listed.trim().split(" ")) {
            if (!child.isEmpty()) {
                ProcessHandle.of(Long.parseLong(child)).ifPresent(children::add);
            }
        }
        return children;
    }
}
