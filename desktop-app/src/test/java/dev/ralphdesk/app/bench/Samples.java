package dev.ralphdesk.app.bench;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/** Nanosecond samples written by one thread while recording. */
final class Samples {
    private final long[] values;
    private final AtomicInteger count = new AtomicInteger();
    volatile boolean recording;

    Samples(int capacity) {
        values = new long[capacity];
    }

    void add(long nanos) {
        if (recording) {
            int index = count.getAndIncrement();
            if (index < values.length) {
                values[index] = nanos;
            }
        }
    }

    long[] values() {
        return Arrays.copyOf(values, Math.min(count.get(), values.length));
    }
}
