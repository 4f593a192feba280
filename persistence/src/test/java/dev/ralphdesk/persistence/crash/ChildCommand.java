package dev.ralphdesk.persistence.crash;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * The {@code java} command line for crash-test children: the test classpath, packed into one jar
 * where it holds class folders, so that a class data sharing archive recorded once makes each of
 * the many child starts about twice as fast. Without an archive (if recording fails) it still works.
 */
public final class ChildCommand {

    private ChildCommand() {
    }

    /** With {@code archive}, records the class data sharing archive first (worth it for many children). */
    public static List<String> prepare(Path work, boolean archive) throws IOException, InterruptedException {
        Files.createDirectories(work);
        List<String> classpath = packFolders(testClasspath(), work.resolve("classes.jar"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx128m", "-Xlog:disable",
                "-Xlog:all=error:stderr", "-cp", String.join(java.io.File.pathSeparator, classpath)));
        String logging = System.getProperty("java.util.logging.config.file");
        if (logging != null) {
            command.add(1, "-Djava.util.logging.config.file=" + logging); // log as the tests do: warnings only
        }
        if (!archive) {
            return command;
        }
        Path jsa = work.resolve("children.jsa");
        List<String> record = new ArrayList<>(command);
        record.add(1, "-XX:ArchiveClassesAtExit=" + jsa);
        record.addAll(List.of(AppendForever.class.getName(), "--warm-up", work.resolve("warm-up").toString()));
        Process process = new ProcessBuilder(record).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (process.waitFor(120, TimeUnit.SECONDS) && process.exitValue() == 0 && Files.exists(jsa)) {
            command.add(1, "-XX:SharedArchiveFile=" + jsa);
        } else {
            process.destroyForcibly();
            System.err.println("crash test: no class data sharing archive; children start slower");
        }
        return command;
    }

    /** Surefire sets java.class.path to the test classpath (or, with a manifest-only jar, this property). */
    private static List<String> testClasspath() {
        String path = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return List.of(path.split(java.io.File.pathSeparator));
    }

    private static List<String> packFolders(List<String> entries, Path jar) throws IOException {
        List<String> result = new ArrayList<>();
        result.add(jar.toString());
        Set<String> seen = new HashSet<>();
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (String entry : entries) {
                Path path = Path.of(entry);
                if (Files.isDirectory(path)) {
                    addFolder(out, path, seen);
                } else if (Files.exists(path)) {
                    result.add(entry);
                }
            }
        }
        return result;
    }

    private static void addFolder(JarOutputStream out, Path folder, Set<String> seen) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path file : files) {
            String name = folder.relativize(file).toString().replace('\\', '/');
            if (seen.add(name)) {
                out.putNextEntry(new JarEntry(name));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
    }
}
