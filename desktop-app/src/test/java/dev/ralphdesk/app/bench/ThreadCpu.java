package dev.ralphdesk.app.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The CPU (user + system) of every thread of this process, native ones included (GTK's, the JVM's),
 * read from {@code /proc/self/task}, summed by thread name less a trailing number ({@code GC Thread#0}
 * and {@code #1} are one row), for the start-up probe's phases. The kernel counts in clock ticks
 * (10 ms here): a phase's figure per thread is good to about a tick.
 */
final class ThreadCpu {
    private static final Path TASKS = Path.of("/proc/self/task");
    private static final long TICK_MS = 10;

    private ThreadCpu() {
    }

    /** Milliseconds of CPU so far per thread name. */
    static Map<String, Long> now() {
        Map<String, Long> byName = new TreeMap<>();
        try (Stream<Path> tasks = Files.list(TASKS)) {
            tasks.forEach(task -> {
                try {
                    String name = Files.readString(task.resolve("comm")).strip().replaceAll("#?[0-9]+$", "");
                    String stat = Files.readString(task.resolve("stat"));
                    // fields after the name, which is in parentheses and may hold spaces: utime is the 12th, stime the 13th
                    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    long ticks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
                    byName.merge(name, ticks * TICK_MS, Long::sum);
                } catch (IOException e) {
                    // the thread ended while it was read: its CPU is no longer counted anywhere
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return byName;
    }

    /** The threads' CPU from {@code before} to {@code after}, those of at least a tick, largest first. */
    static String between(Map<String, Long> before, Map<String, Long> after) {
        Map<String, Long> spent = new TreeMap<>();
        after.forEach((name, ms) -> spent.put(name, ms - before.getOrDefault(name, 0L)));
        long total = spent.values().stream().mapToLong(Long::longValue).sum();
        StringBuilder line = new StringBuilder();
        spent.entrySet().stream().filter(thread -> thread.getValue() >= TICK_MS)
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .forEach(thread -> line.append(line.length() == 0 ? "" : ", ").append(thread.getKey()).append(' ')
                        .append(thread.getValue()));
        return "cpu " + total + " (" + line + ")";
    }
}
