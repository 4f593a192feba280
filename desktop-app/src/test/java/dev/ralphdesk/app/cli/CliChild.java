package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.Launcher;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A headless command in a child JVM, as {@code ./ralph-desk WORDS} runs it ({@link Launcher} on the test
 * class path): another process than the test's, with its own folder lock, control socket and signals.
 * Its output is read line by line as it comes.
 */
final class CliChild implements AutoCloseable {
    private final Process process;
    private final List<String> out = new ArrayList<>();
    private final StringBuilder err = new StringBuilder();

    private CliChild(Process process) {
        this.process = process;
        read(process.getInputStream(), line -> {
            synchronized (out) {
                out.add(line);
                out.notifyAll();
            }
        });
        read(process.getErrorStream(), line -> {
            synchronized (err) {
                err.append(line).append('\n');
            }
        });
    }

    /** Starts {@code words} with {@code env} on top of this process's environment. */
    static CliChild start(Map<String, String> env, List<String> words) throws IOException {
        return start(List.of(), env, words);
    }

    /** Starts {@code words} in a JVM with these options besides the usual ones. */
    static CliChild start(List<String> jvmOptions, Map<String, String> env, List<String> words) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx256m", "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("surefire.test.class.path",
                System.getProperty("java.class.path")), Launcher.class.getName()));
        command.addAll(words);
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(env);
        return new CliChild(builder.start());
    }

    /**
     * The class-load log ({@code -Xlog:class+load}) of a child that runs {@code words} with its data,
     * state and config folders under {@code dir}, once it exited with {@code exitCode}.
     */
    static String classesLoadedBy(Path dir, List<String> words, int exitCode) throws IOException,
            InterruptedException {
        return classesLoadedBy(dir, words, exitCode, null);
    }

    /**
     * As {@link #classesLoadedBy(Path, List, int)}, each line decorated as {@code decorations} asks
     * ({@code -Xlog}'s; {@code tid} starts a line with the loading thread's id, {@code [1234]}), or as
     * the JVM decorates them by default when it is null.
     */
    static String classesLoadedBy(Path dir, List<String> words, int exitCode, String decorations)
            throws IOException, InterruptedException {
        Path classes = Files.createTempFile(dir, "classes", ".log");
        String log = "-Xlog:class+load:file=" + classes + (decorations == null ? "" : ":" + decorations);
        try (CliChild child = start(List.of(log), Map.of("RALPH_DESK_HOME",
                dir.resolve("data").toString(), "XDG_STATE_HOME", dir.resolve("state").toString(), "XDG_CONFIG_HOME",
                dir.resolve("config").toString()), words)) {
            int exit = child.awaitExit(Duration.ofSeconds(60));
            if (exit != exitCode) {
                throw new AssertionError("exit code " + exit + ", not " + exitCode + ":\n" + child.output());
            }
        }
        return Files.readString(classes);
    }

    private static void read(InputStream stream, java.util.function.Consumer<String> lines) {
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines.accept(line);
                }
            } catch (IOException e) {
                // the child is gone
            }
        }, "cli-child-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** The first line of output that matches, waiting for it up to {@code timeout}. */
    String awaitLine(Predicate<String> wanted, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (out) {
            while (true) {
                for (String line : out) {
                    if (wanted.test(line)) {
                        return line;
                    }
                }
                long left = deadline - System.nanoTime();
                if (left <= 0 || !process.isAlive() && out.stream().noneMatch(wanted)) {
                    throw new AssertionError("no such line from the child (alive: " + process.isAlive() + "):\n"
                            + output());
                }
                out.wait(Math.max(1, Math.min(TimeUnit.NANOSECONDS.toMillis(left), 100)));
            }
        }
    }

    /** Sends a signal ({@code INT}, {@code TERM}) the way a terminal or a supervisor would. */
    void signal(String name) throws IOException, InterruptedException {
        if (new ProcessBuilder("kill", "-" + name, Long.toString(process.pid())).start().waitFor() != 0) {
            throw new AssertionError("kill -" + name + " failed");
        }
    }

    /** The exit code, waiting up to {@code timeout}. */
    int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new AssertionError("the child did not exit within " + timeout + ":\n" + output());
        }
        return process.exitValue();
    }

    /** Everything it printed so far: stdout, then stderr. */
    String output() {
        synchronized (out) {
            synchronized (err) {
                return String.join("\n", out) + "\n--- stderr ---\n" + err;
            }
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }
}
