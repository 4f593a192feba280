package dev.ralphdesk.core.workspace;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A started process and everything it spawned. {@link #track} remembers the descendants seen so
 * far, so that processes left behind after the root exits (re-parented, no longer reachable
 * through {@link ProcessHandle#descendants()}) can still be found; {@link #killAll} kills the
 * root and every descendant, re-enumerating until none is left running.
 * {@link #trackWhileRunning} tracks on a thread of its own while the root runs: a walk of the
 * process table (every process's {@code /proc} entry, tens of milliseconds on a loaded machine)
 * never delays the thread that waits for the exit.
 */
class ProcessTree {
    private static final int MAX_KILL_ROUNDS = 100;
    private static final long FIRST_TRACK_MILLIS = 10;
    private static final long MAX_TRACK_MILLIS = 500;
    private final ProcessHandle root;
    private final Set<ProcessHandle> seen = ConcurrentHashMap.newKeySet();

    ProcessTree(ProcessHandle root) {
        this.root = root;
    }

    /** Remembers the current descendants of the root. */
    void track() {
        root.descendants().forEach(seen::add);
    }

    /**
     * Tracks on the calling thread, first after {@value #FIRST_TRACK_MILLIS} ms, then at doubling
     * intervals up to {@value #MAX_TRACK_MILLIS} ms, until the root exits or the thread is
     * interrupted (the caller's way to stop it).
     */
    void trackWhileRunning() {
        long pause = FIRST_TRACK_MILLIS;
        try {
            while (true) {
                Thread.sleep(pause);
                if (!root.isAlive()) {
                    return;
                }
                track();
                pause = Math.min(pause * 2, MAX_TRACK_MILLIS);
            }
        } catch (InterruptedException e) {
            // stopped: the command ended or was killed
        }
    }

    /** One pass: sends SIGKILL to the root and every descendant known now. Does not wait. */
    void killOnce() {
        for (ProcessHandle handle : running()) {
            handle.destroyForcibly();
        }
    }

    /**
     * Kills the root and all its descendants, enumerating again after each pass (a process may
     * have forked meanwhile) until nothing is left running. Returns whether that was reached.
     */
    boolean killAll() {
        for (int round = 0; round < MAX_KILL_ROUNDS; round++) {
            List<ProcessHandle> running = running();
            if (running.isEmpty()) {
                return true;
            }
            running.forEach(ProcessHandle::destroyForcibly);
            pause();
        }
        return running().isEmpty();
    }

    /** The root and every known or currently reachable descendant that still runs, parents first. */
    private List<ProcessHandle> running() {
        List<ProcessHandle> known = new ArrayList<>();
        known.add(root);
        known.addAll(seen);
        for (ProcessHandle handle : List.copyOf(known)) {
            if (isRunning(handle)) {
                handle.descendants().forEach(seen::add);
            }
        }
        List<ProcessHandle> running = new ArrayList<>();
        if (isRunning(root)) {
            running.add(root);
        }
        for (ProcessHandle handle : seen) {
            if (isRunning(handle)) {
                running.add(handle);
            }
        }
        return running;
    }

    /**
     * Alive and not a zombie. A killed process whose parent has not reaped it yet still counts as
     * alive for {@link ProcessHandle#isAlive()}, but it runs no code and holds no files.
     */
    static boolean isRunning(ProcessHandle handle) {
        if (!handle.isAlive()) {
            return false;
        }
        Path stat = Path.of("/proc", Long.toString(handle.pid()), "stat");
        try {
            String text = Files.readString(stat, StandardCharsets.UTF_8);
            int afterName = text.lastIndexOf(')');
            if (afterName < 0 || afterName + 2 >= text.length()) {
                return true;
            }
            char state = text.charAt(afterName + 2);
            return state != 'Z' && state != 'X';
        } catch (IOException | SecurityException e) {
            // no procfs (not Linux) or the process just vanished: trust isAlive
            return handle.isAlive();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
