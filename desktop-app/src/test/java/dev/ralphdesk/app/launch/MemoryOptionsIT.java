package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How the laid-out application's JVM uses memory. Its heap and compiled code lie on transparent huge
 * pages where the kernel gives them on request, and it says nothing about them on a command's output
 * where it does not (the JVM's own page-size log, written to a file beside what the options send to the
 * output, tells which pages it took); the window and the commands keep room for their garbage.
 */
class MemoryOptionsIT {
    private static final Path THP_MODE = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
    private static final Pattern HEAP = Pattern.compile("\\] Heap: .* page_size=(\\S+) ");
    private static final Pattern CODE = Pattern.compile("\\] Code(?:Cache|Heap '[^']+'): .* page_size=(\\S+) ");

    @TempDir
    Path dir;

    @Test
    void aCommandsHeapAndCodeLieOnHugePagesWhereTheKernelGivesThemOnRequest() throws Exception {
        assumeTrue(kernelGivesHugePages(), "this kernel gives no transparent huge pages on request: " + THP_MODE);
        String log = pageSizes(AppLayout.options(false), List.of());
        assertEquals("2M", first(HEAP, log), log);
        assertEquals("2M", first(CODE, log), log);
    }

    @Test
    void theWindowsHeapLiesOnHugePagesToo() throws Exception {
        assumeTrue(kernelGivesHugePages(), "this kernel gives no transparent huge pages on request: " + THP_MODE);
        String log = pageSizes(AppLayout.options(true), List.of());
        assertEquals("2M", first(HEAP, log), log);
    }

    /**
     * The window and a command keep room for their garbage: 40 MiB of short-lived objects — more than a
     * resume allocates before its request, or a 30-step turn in all its steps — make no young collection.
     * G1 reads the young generation's size only from the command line (the same flag in
     * JAVA_TOOL_OPTIONS is ignored), so this runs the JVM exactly as the launcher does.
     */
    @Test
    void fortyMebibytesOfGarbageMakeNoYoungCollection() throws Exception {
        assertEquals("", collections(AppLayout.options(true)), "the window");
        assertEquals("", collections(AppLayout.options(false)), "a command");
    }

    /** The garbage collections (the JVM's gc log lines) while {@link Garbage} runs with these options. */
    private String collections(List<String> options) throws Exception {
        Path log = dir.resolve("gc-" + System.nanoTime() + ".log");
        List<String> command = new ArrayList<>(List.of(AppLayout.java()));
        command.addAll(options);
        Path classes = Path.of(Garbage.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        command.addAll(List.of("--class-path=" + classes, "-Xlog:gc:file=" + log, Garbage.class.getName()));
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), command);
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.out().startsWith("allocated 40 MiB"), run.toString());
        return Files.readAllLines(log).stream().filter(line -> line.contains("Pause")).reduce("", String::concat);
    }

    /** Allocates 40 MiB in 64 KiB arrays (below any heap region's humongous size), keeping none. */
    static final class Garbage {
        public static void main(String[] args) {
            long sum = 0;
            for (int i = 0; i < 40 * 16; i++) {
                byte[] chunk = new byte[64 << 10];
                chunk[i % chunk.length] = (byte) i;
                sum += chunk[i % chunk.length];
            }
            System.out.println("allocated 40 MiB (" + sum + ")");
        }
    }

    /** Not memory, but the same kind of check: the window compiles on one JIT thread, as commands do. */
    @Test
    void theWindowAndTheCommandsCompileOnOneThread() throws Exception {
        assertEquals(1, flag(AppLayout.options(true), "CICompilerCount"), "the window");
        assertEquals(1, flag(AppLayout.options(false), "CICompilerCount"), "a command");
    }

    /** The value a JVM started with these options resolves for a numeric flag ({@code -XX:+PrintFlagsFinal}). */
    private long flag(List<String> options, String name) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(AppLayout.java()));
        command.addAll(options);
        command.addAll(List.of("-XX:+PrintFlagsFinal", "-version"));
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), command);
        assertEquals(0, run.exitCode(), run.toString());
        Matcher value = Pattern.compile("\\b" + name + "\\s+=\\s+(\\d+)").matcher(run.out());
        assertTrue(value.find(), name + " not in:\n" + run.out());
        return Long.parseLong(value.group(1));
    }

    @Test
    void whereTheKernelHasThemOffACommandsOutputIsItsOwnAlone() throws Exception {
        assumeTrue(Files.isRegularFile(THP_MODE) && Files.isExecutable(Path.of("/usr/bin/bwrap")),
                "needs the kernel's setting and bubblewrap to show the JVM a kernel without huge pages");
        // bubblewrap shows the JVM a kernel whose transparent huge pages are off
        Path never = Files.writeString(dir.resolve("enabled"), "always madvise [never]\n");
        List<String> bwrap = List.of("/usr/bin/bwrap", "--dev-bind", "/", "/", "--ro-bind", never.toString(),
                THP_MODE.toString());

        String log = pageSizes(AppLayout.options(false), bwrap);
        assertTrue(log.contains("THP mode: never"), "the JVM saw a kernel without huge pages: " + log);
        assertEquals("4K", first(HEAP, log), log);

        List<String> command = new ArrayList<>(bwrap);
        command.add(AppLayout.java());
        command.addAll(AppLayout.options(false));
        command.addAll(List.of(AppLayout.MAIN, "--version"));
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), command);
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.out().matches("ralph-desk \\S+\\R"), "the command's output: " + run.out());
        assertEquals("", run.err(), run.toString());
    }

    /** What the JVM's page-size log says when a command starts with these options ({@code --version}). */
    private String pageSizes(List<String> options, List<String> prefix) throws IOException, InterruptedException {
        Path log = dir.resolve("pagesize-" + System.nanoTime() + ".log");
        List<String> command = new ArrayList<>(prefix);
        command.add(AppLayout.java());
        command.addAll(options);
        command.addAll(List.of("-Xlog:pagesize=info:file=" + log, AppLayout.MAIN, "--version"));
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), command);
        assertEquals(0, run.exitCode(), run.toString());
        return Files.readString(log);
    }

    private static boolean kernelGivesHugePages() throws IOException {
        if (!Files.isRegularFile(THP_MODE)) {
            return false;
        }
        String mode = Files.readString(THP_MODE);
        return mode.contains("[madvise]") || mode.contains("[always]");
    }

    private static String first(Pattern pattern, String log) {
        Matcher m = pattern.matcher(log);
        return m.find() ? m.group(1) : "(no line)";
    }
}
