package dev.ralphdesk.app.launch;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Dumps a static archive with a JDK's own {@code java -Xshare:dump}: the listed classes of the JDK,
 * of JavaFX (from the class path, as the window starts, or from a module path) and of the
 * application's jars, parsed, verified and laid out as the JVM maps them at start. The JVM maps such
 * an archive only while its class path starts with the same jars, unchanged (it compares their sizes
 * and times); else it starts without it, silently. CDS takes no class-path folder, so a class path of
 * folders (a build's classes in tests) is left out: an archive of the JDK alone fits any class path.
 */
public final class JvmArchiveDumper implements ArchiveDumper {
    /** The JavaFX modules the window uses, for a start with JavaFX on the module path. */
    public static final String MODULES = "javafx.base,javafx.controls,javafx.graphics";
    private static final String[] JAVAFX_CLASSES = {"javafx.beans.Observable", "javafx.scene.Node",
        "javafx.scene.control.Control"};
    private static final long TIMEOUT_SECONDS = 300;
    private final Path java;
    private final List<Path> modulePath;
    private final String classPath;

    /**
     * @param java the {@code java} executable of the JDK that will map the archive
     * @param modulePath the JavaFX jars that JDK will load JavaFX from as modules; empty when JavaFX comes
     *     from the class path (or from the JDK image)
     * @param classPath the jars at the start of the class path the archive is for, as {@code java
     *     --class-path} takes them ({@code lib/*} too); empty for none
     */
    public JvmArchiveDumper(Path java, List<Path> modulePath, String classPath) {
        this.java = java;
        this.modulePath = List.copyOf(modulePath);
        this.classPath = classPath;
    }

    /** For the JDK, the JavaFX jars and the leading jars of the class path of this very JVM. */
    public static JvmArchiveDumper forThisJvm() {
        boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
        return new JvmArchiveDumper(Path.of(System.getProperty("java.home"), "bin", windows ? "java.exe" : "java"),
                javaFxJars(), leadingJars(System.getProperty("java.class.path", "")));
    }

    /** The jars a class path starts with, up to its first entry that is not a jar file. */
    static String leadingJars(String classPath) {
        List<String> jars = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (!entry.endsWith(".jar") || !Files.isRegularFile(Path.of(entry))) {
                break;
            }
            jars.add(entry);
        }
        return String.join(File.pathSeparator, jars);
    }

    @Override
    public void dump(Path classList, Path target, Path log) throws IOException {
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xshare:dump",
                "-XX:SharedClassListFile=" + classList.toAbsolutePath(),
                "-XX:SharedArchiveFile=" + target.toAbsolutePath()));
        // the window's options set nothing that moves the heap: the JDK's defaults place it as the window's
        command.addAll(HeapPlacement.probe(java, List.of()).map(HeapPlacement::dumpOptions).orElse(List.of()));
        command.addAll(pathOptions());
        int exit = run(command, log);
        if (exit != 0 || !Files.isRegularFile(target)) {
            throw new IOException("java -Xshare:dump failed with exit code " + exit + "; see " + log);
        }
    }

    /** Whether this JDK maps {@code archive} (it refuses a missing, foreign or stale one under -Xshare:on). */
    public boolean accepts(Path archive, Path log) throws IOException {
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xshare:on",
                "-XX:SharedArchiveFile=" + archive.toAbsolutePath()));
        command.addAll(pathOptions());
        command.add("-version");
        return run(command, log) == 0;
    }

    private List<String> pathOptions() {
        List<String> options = new ArrayList<>();
        if (!modulePath.isEmpty()) { // else JavaFX is on the class path or inside the JDK image
            options.addAll(List.of("--module-path", modulePath.stream().map(Path::toString)
                    .collect(Collectors.joining(File.pathSeparator)), "--add-modules", MODULES));
        }
        if (!classPath.isEmpty()) {
            options.addAll(List.of("--class-path", classPath));
        }
        return options;
    }

    private static int run(List<String> command, Path log) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException(command.get(1) + " did not finish within " + TIMEOUT_SECONDS + " s");
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running java " + command.get(1), e);
        }
    }

    /**
     * The jars JavaFX's modules come from, when this JVM has JavaFX on its module path; none when JavaFX
     * is on the class path (the window's start: then its jars are among the class path's leading jars).
     */
    static List<Path> javaFxJars() {
        List<Path> jars = new ArrayList<>();
        for (String name : JAVAFX_CLASSES) {
            try {
                Class<?> type = Class.forName(name, false, JvmArchiveDumper.class.getClassLoader());
                if (!type.getModule().isNamed()) {
                    continue;
                }
                CodeSource source = type.getProtectionDomain().getCodeSource();
                if (source != null && source.getLocation() != null
                        && "file".equals(source.getLocation().getProtocol())) {
                    jars.add(Path.of(source.getLocation().toURI()));
                }
            } catch (ClassNotFoundException | URISyntaxException e) {
                // not from a jar: nothing to put on the module path for it
            }
        }
        return jars;
    }
}
