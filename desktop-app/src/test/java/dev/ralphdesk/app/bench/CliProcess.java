package dev.ralphdesk.app.bench;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the headless entry ({@code Launcher} with CLI words) in a fresh JVM on the test class path,
 * the way a script would, and reports its exit code, wall time from spawn and peak resident set
 * (GNU time's maximum RSS when {@code /usr/bin/time} exists, else the kernel's VmHWM polled).
 * JVM flags for the child, to compare settings, come from {@code -Dbench.jvmFlags="…"}.
 */
final class CliProcess {
    /** What one run did: exit code, wall milliseconds from spawn to exit, peak RSS in KiB, output. */
    record Result(int exitCode, long spawnEpochMillis, long wallMillis, long peakRssKib, String output) {
    }

    private CliProcess() {
    }

    static Result run(Path scratch, Map<String, String> env, List<String> words) throws IOException,
            InterruptedException {
        Path timeFile = Files.createTempFile(scratch, "time", ".txt");
        Path outputFile = Files.createTempFile(scratch, "out", ".txt");
        Path gnuTime = Path.of("/usr/bin/time");
        List<String> command = new ArrayList<>();
        boolean timed = Files.isExecutable(gnuTime);
        if (timed) {
            command.addAll(List.of(gnuTime.toString(), "-f", "%M", "-o", timeFile.toString()));
        }
        command.addAll(List.of(ChildJvm.javaBinary(), "-cp", String.join(File.pathSeparator, ChildJvm.classPath())));
        String flags = System.getProperty("bench.jvmFlags", "").strip();
        if (!flags.isEmpty()) {
            command.addAll(List.of(flags.split("\\s+")));
        }
        command.add("dev.ralphdesk.app.Launcher");
        command.addAll(words);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(outputFile.toFile());
        builder.environment().putAll(env);
        long spawn = System.currentTimeMillis();
        long start = System.nanoTime();
        Process child = builder.start();
        long polledPeak = 0;
        while (!child.waitFor(5, TimeUnit.MILLISECONDS)) {
            polledPeak = Math.max(polledPeak, highWaterMark(child.pid()));
            if ((System.nanoTime() - start) > TimeUnit.MINUTES.toNanos(5)) {
                child.destroyForcibly();
                throw new IllegalStateException("the CLI did not finish in 5 minutes");
            }
        }
        long wall = (System.nanoTime() - start) / 1_000_000;
        long peak = polledPeak;
        if (timed) {
            String reported = Files.readString(timeFile).strip();
            String last = reported.lines().reduce((a, b) -> b).orElse("");
            if (last.matches("\\d+")) {
                peak = Long.parseLong(last);
            }
        }
        return new Result(child.exitValue(), spawn, wall, peak, Files.readString(outputFile, StandardCharsets.UTF_8));
    }

    /** VmHWM of a process in KiB (0 once it is gone); with GNU time this reads the time process. */
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
