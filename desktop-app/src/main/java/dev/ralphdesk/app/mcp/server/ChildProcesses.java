package dev.ralphdesk.app.mcp.server;

import java.util.Comparator;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Finds the process a server start made: the SDK starts it out of sight, but Ralph Desk must know it
 * to notice that it died (a call in flight would otherwise wait for its timeout) and to end it and its
 * children on close. Starts are one at a time, and the new child of this JVM is the server.
 */
public final class ChildProcesses {

    /** Runs {@code start} and returns the child process it made, or null when it made none. */
    public synchronized ProcessHandle started(Supplier<?> start) {
        Set<Long> before = ProcessHandle.current().children().map(ProcessHandle::pid).collect(Collectors.toSet());
        start.get();
        return ProcessHandle.current().children().filter(child -> !before.contains(child.pid()))
                .filter(ProcessHandle::isAlive)
                .max(Comparator.comparing(child -> child.info().startInstant().orElse(java.time.Instant.EPOCH)))
                .orElse(null);
    }
}
