package dev.ralphdesk.app.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where the FX thread and the renderer go while a benchmark measures (with {@code -Dbench.profile=true}):
 * a Flight Recorder execution sampling (every 2 ms) of the measured window only, then for the FX
 * thread and the Quantum renderer thread the methods most often on the stack (inclusive) and at its
 * top (self); {@code -Dbench.profile.file=PATH} keeps the recording for {@code jfr}. Only samples of running Java code count, so a thread waiting is not in the figures.
 */
final class FxThreadProfile {
    private static final int SHOWN = Integer.getInteger("bench.profile.rows", 40);
    private final Recording recording = new Recording();
    private long fxThreadId = -1;
    private long rendererThreadId = -1;
    private Map<String, Long> cpuAtStart = Map.of();
    private long startNanos;

    void start() {
        cpuAtStart = cpuTimes();
        startNanos = System.nanoTime();
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.getName().equals("JavaFX Application Thread")) {
                fxThreadId = thread.getId();
            } else if (thread.getName().startsWith("QuantumRenderer")) {
                rendererThreadId = thread.getId();
            }
        }
        recording.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(2));
        recording.enable("jdk.NativeMethodSample").withPeriod(Duration.ofMillis(2));
        recording.setToDisk(true);
        recording.start();
    }

    void stopAndPrint() throws IOException {
        recording.stop();
        printCpu(cpuAtStart, cpuTimes(), System.nanoTime() - startNanos);
        String keep = System.getProperty("bench.profile.file");
        Path file = keep == null ? Files.createTempFile("fx-profile", ".jfr") : Path.of(keep);
        try {
            recording.dump(file);
            List<RecordedEvent> events = RecordingFile.readAllEvents(file);
            print("FX thread", fxThreadId, events);
            print("renderer thread", rendererThreadId, events);
        } finally {
            recording.close();
            if (keep == null) {
                Files.deleteIfExists(file);
            }
        }
    }

    /** CPU time per thread (name#id) so far, in nanoseconds. */
    private static Map<String, Long> cpuTimes() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Map<String, Long> times = new HashMap<>();
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null) {
                long cpu = threads.getThreadCpuTime(info.getThreadId());
                if (cpu > 0) {
                    times.put(info.getThreadName() + "#" + info.getThreadId(), cpu);
                }
            }
        }
        return times;
    }

    private static void printCpu(Map<String, Long> before, Map<String, Long> after, long wallNanos) {
        System.out.printf("BENCH profile: CPU time per thread over %.1f s of wall time%n", wallNanos / 1e9);
        after.entrySet().stream()
                .map(e -> Map.entry(e.getKey(), e.getValue() - before.getOrDefault(e.getKey(), 0L)))
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(8)
                .forEach(e -> System.out.printf("    %6.0f ms (%4.1f%%)  %s%n", e.getValue() / 1e6,
                        100.0 * e.getValue() / wallNanos, e.getKey()));
    }

    private static void print(String title, long threadId, List<RecordedEvent> events) {
        Map<String, Integer> inclusive = new HashMap<>();
        Map<String, Integer> self = new HashMap<>();
        int samples = 0;
        for (RecordedEvent event : events) {
            RecordedThread thread = event.getThread("sampledThread");
            if (thread == null || thread.getJavaThreadId() != threadId || event.getStackTrace() == null) {
                continue;
            }
            samples++;
            List<RecordedFrame> frames = event.getStackTrace().getFrames();
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < frames.size(); i++) {
                String name = frames.get(i).getMethod().getType().getName() + "." + frames.get(i).getMethod().getName();
                if (i == 0) {
                    self.merge(name, 1, Integer::sum);
                }
                if (seen.add(name)) {
                    inclusive.merge(name, 1, Integer::sum);
                }
            }
        }
        System.out.println("BENCH profile: " + title + ", " + samples + " samples of running Java code (2 ms each)");
        show("inclusive", inclusive, samples);
        show("self", self, samples);
    }

    private static void show(String title, Map<String, Integer> counts, int samples) {
        System.out.println("  " + title + ":");
        counts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(SHOWN)
                .forEach(e -> System.out.printf("    %5.1f%%  %s%n", 100.0 * e.getValue() / samples, e.getKey()));
    }
}
