package dev.ralphdesk.app.bench;

import dev.ralphdesk.app.launch.AppLayout;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a command through {@code ./ralph-desk} on the laid-out application, exactly as a person or a
 * script starts it (the launcher's class path and JVM options), and reports its exit code, wall
 * time from spawn and, when asked, peak resident set. A run timed is started alone, as a shell starts
 * it, and waited for without polling: GNU time in front of the launcher is one more program's start
 * (and its wait) before it, and polling {@code /proc} every 5 ms takes this JVM's time on the same cores,
 * neither of which a person pays. So peak RSS comes from a run of its own ({@link Watch#PEAK_RSS}): GNU
 * time's maximum RSS when {@code /usr/bin/time} exists, else the kernel's VmHWM polled. Extra JVM
 * flags for the child, to compare settings, come from {@code -Dbench.jvmFlags="…"} (passed as
 * {@code JAVA_TOOL_OPTIONS}).
 */
final class CliProcess {
    /**
     * What one run did: exit code, when it was spawned and seen to exit ({@link System#nanoTime()}),
     * peak RSS in KiB, output.
     */
    record Result(int exitCode, long spawnNanos, long exitNanos, long peakRssKib, String output) {
        long wallMillis() {
            return (exitNanos - spawnNanos) / 1_000_000;
        }
    }

    /** What a run is for: its times (peak RSS 0), or its peak RSS (its times then include the watching). */
    enum Watch { TIMES, PEAK_RSS }

    private CliProcess() {
    }

    /** A run for its times: the launcher started alone and waited for. */
    static Result run(Path scratch, Map<String, String> env, List<String> words) throws IOException,
            InterruptedException {
        return run(scratch, env, words, Watch.TIMES);
    }

    static Result run(Path scratch, Map<String, String> env, List<String> words, Watch watch) throws IOException,
            InterruptedException {
        return run(AppLayout.launcher(), scratch, env, words, watch);
    }

    static Result run(Path launcher, Path scratch, Map<String, String> env, List<String> words, Watch watch)
            throws IOException, InterruptedException {
        Path timeFile = Files.createTempFile(scratch, "time", ".txt");
        Path outputFile = Files.createTempFile(scratch, "out", ".txt");
        Path gnuTime = Path.of("/usr/bin/time");
        List<String> command = new ArrayList<>();
        boolean timed = watch == Watch.PEAK_RSS && Files.isExecutable(gnuTime);
        boolean polled = watch == Watch.PEAK_RSS && !timed;
        if (timed) {
            command.addAll(List.of(gnuTime.toString(), "-f", "%M", "-o", timeFile.toString()));
        }
        command.add(launcher.toString());
        command.addAll(words);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(outputFile.toFile());
        builder.environment().putAll(env);
        String flags = System.getProperty("bench.jvmFlags", "").strip();
        if (!flags.isEmpty()) { // after the run's own (its env's), if it has any
            builder.environment().merge("JAVA_TOOL_OPTIONS", flags, (own, extra) -> own + " " + extra);
        }
        long start = System.nanoTime();
        Process child = builder.start();
        long polledPeak = 0;
        while (!child.waitFor(polled ? 5 : 5_000, TimeUnit.MILLISECONDS)) {
            if (polled) {
                polledPeak = Math.max(polledPeak, highWaterMark(child.pid()));
            }
            if ((System.nanoTime() - start) > TimeUnit.MINUTES.toNanos(5)) {
                child.destroyForcibly();
                throw new IllegalStateException("the CLI did not finish in 5 minutes");
            }
        }
        long exit = System.nanoTime();
        long peak = polledPeak;
        if (timed) {
            String reported = Files.readString(timeFile).strip();
            String last = reported.lines().reduce((a, b) -> b).orElse("");
            if (last.matches("\\d+")) {
                peak = Long.parseLong(last);
            }
        }
        return new Result(child.exitValue(), start, exit, peak, Files.readString(outputFile, StandardCharsets.UTF_8));
    }

    /** VmHWM of a process in KiB (0 once it is gone). */
    private static long highWaterMark(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("\\D+", ""));
                }
            }
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        return 0;
    }
}
