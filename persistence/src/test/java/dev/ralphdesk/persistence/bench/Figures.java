package dev.ralphdesk.persistence.bench;

import java.util.Arrays;

/** Small helpers to turn nanosecond samples into the figures the README reports. */
final class Figures {

    private Figures() {
    }

    static double percentileMillis(long[] nanos, double percentile) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(percentile / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))] / 1e6;
    }

    static double millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e6;
    }

    static long usedHeapAfterGc() {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }

    static void print(String line, Object... args) {
        System.out.printf("BENCH " + line + " [load average %s]%n", concat(args, loadAverage()));
    }

    private static Object[] concat(Object[] args, String last) {
        Object[] all = Arrays.copyOf(args, args.length + 1);
        all[args.length] = last;
        return all;
    }

    /** The 1-minute load average (Linux), to read the figures against: this machine is shared. */
    private static String loadAverage() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException | RuntimeException e) {
            return "unknown";
        }
    }
}
