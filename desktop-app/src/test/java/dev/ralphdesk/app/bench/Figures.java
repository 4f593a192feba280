package dev.ralphdesk.app.bench;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/** Turns samples into the figures the README reports (as the persistence benchmarks do). */
final class Figures {
    private Figures() {
    }

    /** The given percentile of nanosecond samples, in milliseconds. */
    static double percentileMillis(long[] nanos, double percentile) {
        if (nanos.length == 0) {
            return Double.NaN;
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(percentile / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))] / 1e6;
    }

    static double maxMillis(long[] nanos) {
        return Arrays.stream(nanos).max().orElse(0) / 1e6;
    }

    static long usedHeapAfterGc() {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }

    static void print(String line, Object... args) {
        Object[] all = Arrays.copyOf(args, args.length + 1);
        all[args.length] = loadAverage();
        System.out.printf("BENCH " + line + " [load average %s]%n", all);
    }

    /** The 1-minute load average (Linux), to read the figures against: this machine is shared. */
    static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** Milliseconds all collectors of this JVM have spent so far. */
    static long gcMillis() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionTime).sum();
    }
}
