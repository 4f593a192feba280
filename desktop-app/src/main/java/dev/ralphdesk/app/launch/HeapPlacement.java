package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a JVM that maps a class-data archive places its heap, for the dump of that archive to place its
 * own there. An archive keeps objects (strings, the module graph) at the addresses of the dumping JVM's
 * heap; a JVM whose heap lies elsewhere rewrites every pointer among them before {@code main()}. And the
 * dump places its heap elsewhere by default: without an archive mapped, Java 17 ends a zero-based heap
 * 1 GiB lower (room for the class space below 32 GiB) than a JVM that maps one, which ends it at 32 GiB.
 * So a probe JVM started like the ones that will map the archive (the JDK's own archive mapped) tells its
 * heap's address and size ({@code -Xlog:gc+heap+coops=debug}), and the dump is given both.
 *
 * @param address the heap's lowest address, as the JVM prints it ({@code 0x0000000687400000})
 * @param megabytes the heap's reserved size in MiB
 */
record HeapPlacement(String address, long megabytes) {
    private static final Pattern LINE = Pattern.compile("Heap address: (0x[0-9a-fA-F]+), size: (\\d+) MB");
    private static final long TIMEOUT_SECONDS = 60;

    /** The options that make the dumping JVM place its heap here. */
    List<String> dumpOptions() {
        return List.of("-XX:HeapBaseMinAddress=" + address, "-Xmx" + megabytes + "m");
    }

    /** The placement a JVM printed under {@code -Xlog:gc+heap+coops=debug}, if it printed one. */
    static Optional<HeapPlacement> parse(String output) {
        Matcher matcher = LINE.matcher(output);
        return matcher.find() ? Optional.of(new HeapPlacement(matcher.group(1), Long.parseLong(matcher.group(2))))
                : Optional.empty();
    }

    /**
     * Asks {@code java}, started with {@code options} (the options of the JVMs that will map the archive,
     * without the archive itself), where it places its heap. Nothing when it cannot tell: the dump then
     * places its heap by default, and the archive works as well, only its objects are moved at each start.
     */
    static Optional<HeapPlacement> probe(Path java, List<String> options) {
        List<String> command = new ArrayList<>(List.of(java.toString()));
        command.addAll(options);
        command.addAll(List.of("-Xlog:gc+heap+coops=debug:stdout", "-version"));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS) || process.exitValue() != 0) {
                process.destroyForcibly();
                return Optional.empty();
            }
            return parse(output);
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
