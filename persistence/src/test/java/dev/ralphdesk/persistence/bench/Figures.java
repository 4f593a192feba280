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
        System.out.printf("BENCH " + line + "%n", args);
    }
}
