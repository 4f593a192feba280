package dev.ralphdesk.app.bench;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;

/**
 * A poor man's sampling profiler of the FX thread (with {@code -Dbench.profile=true}): every 5 ms
 * it takes the FX thread's stack and counts the innermost frame of this project's code and the
 * innermost frame overall, then prints the most frequent ones — enough to see where a stall goes.
 */
final class FxThreadProfile {
    private final Map<String, Integer> app = new HashMap<>();
    private final Map<String, Integer> top = new HashMap<>();
    private volatile boolean running = true;
    private int samples;
    private Thread sampler;

    void start() {
        Thread fx = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("JavaFX Application Thread")).findFirst().orElseThrow();
        sampler = new Thread(() -> {
            while (running) {
                StackTraceElement[] stack = fx.getStackTrace();
                if (stack.length > 0 && !stack[0].getMethodName().startsWith("_runLoop")
                        && !stack[0].getClassName().contains("Monocle") && !isParked(stack)) {
                    synchronized (this) {
                        samples++;
                        top.merge(frame(stack[0]), 1, Integer::sum);
                        for (StackTraceElement element : stack) {
                            if (element.getClassName().startsWith("dev.ralphdesk")) {
                                app.merge(frame(element), 1, Integer::sum);
                                break;
                            }
                        }
                    }
                }
                LockSupport.parkNanos(5_000_000);
            }
        }, "fx-profile");
        sampler.setDaemon(true);
        sampler.start();
    }

    void stopAndPrint() throws InterruptedException {
        running = false;
        sampler.join();
        synchronized (this) {
            System.out.println("BENCH profile: " + samples + " busy samples of the FX thread");
            print("innermost project frame", app);
            print("innermost frame", top);
        }
    }

    private void print(String title, Map<String, Integer> counts) {
        System.out.println("  " + title + ":");
        counts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(12)
                .forEach(e -> System.out.printf("    %5.1f%%  %s%n", 100.0 * e.getValue() / samples, e.getKey()));
    }

    private static boolean isParked(StackTraceElement[] stack) {
        return stack[0].getClassName().equals("jdk.internal.misc.Unsafe") && stack[0].getMethodName().equals("park");
    }

    private static String frame(StackTraceElement element) {
        return element.getClassName() + "." + element.getMethodName() + ":" + element.getLineNumber();
    }
}
