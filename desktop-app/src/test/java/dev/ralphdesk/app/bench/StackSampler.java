package dev.ralphdesk.app.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Samples one thread's stack every millisecond while it runs, for the start-up probe: the share of
 * samples in which each method was on the stack (inclusive), the largest first.
 */
final class StackSampler {
    private final Map<String, Integer> inclusive = new HashMap<>();
    private final Map<String, Integer> collapsed = new HashMap<>();
    private final Thread sampler;
    private volatile boolean running = true;
    private int samples;

    StackSampler(Thread target) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        sampler = new Thread(() -> {
            while (running) {
                ThreadInfo info = threads.getThreadInfo(target.getId(), 200);
                if (info != null && info.getThreadState() == Thread.State.RUNNABLE) {
                    record(info.getStackTrace());
                }
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "probe-sampler");
        sampler.setDaemon(true);
        sampler.start();
    }

    private synchronized void record(StackTraceElement[] stack) {
        samples++;
        StringBuilder path = new StringBuilder();
        for (int i = stack.length - 1; i >= 0; i--) {
            path.append(i == stack.length - 1 ? "" : ";").append(stack[i].getClassName()).append('.')
                    .append(stack[i].getMethodName());
        }
        collapsed.merge(path.toString(), 1, Integer::sum);
        Set<String> seen = new HashSet<>();
        for (StackTraceElement frame : stack) {
            String method = frame.getClassName().substring(frame.getClassName().lastIndexOf('.') + 1) + "."
                    + frame.getMethodName();
            if (seen.add(method)) {
                inclusive.merge(method, 1, Integer::sum);
            }
        }
    }

    /** Stops sampling; the {@code top} methods with their share of the samples. */
    synchronized String stop(int top) {
        running = false;
        String file = System.getProperty("probe.sample.stacks");
        if (file != null) {
            try {
                Files.write(Path.of(file), collapsed.entrySet().stream()
                        .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.toList()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return samples + " samples: " + inclusive.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(top)
                .map(e -> String.format("%s %.0f%%", e.getKey(), 100.0 * e.getValue() / samples))
                .collect(Collectors.joining(", "));
    }
}
