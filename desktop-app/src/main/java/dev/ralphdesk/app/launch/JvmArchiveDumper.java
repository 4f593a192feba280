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
 * Dumps a static archive with a JDK's own {@code java -Xshare:dump}: the listed JDK classes and the
 * JavaFX classes from the module path, parsed, verified and laid out as the JVM maps them at start.
 * The application's class path stays out on purpose: an archive made with an empty class path fits
 * any later one (a build's class directories in tests, the launcher's jars).
 */
public final class JvmArchiveDumper implements ArchiveDumper {
    /** The modules the launcher adds for the window (desktop-app/src/main/app/jvm.options). */
    public static final String MODULES = "javafx.base,javafx.controls,javafx.graphics";
    private static final String[] JAVAFX_CLASSES = {"javafx.beans.Observable", "javafx.scene.Node",
        "javafx.scene.control.Control"};
    private static final long TIMEOUT_SECONDS = 300;
    private final Path java;
    private final List<Path> modulePath;

    /**
     * @param java the {@code java} executable of the JDK that will map the archive
     * @param modulePath the JavaFX jars that JDK will load JavaFX from
     */
    public JvmArchiveDumper(Path java, List<Path> modulePath) {
        this.java = java;
        this.modulePath = List.copyOf(modulePath);
    }

    /** For the JDK and the JavaFX jars of this very JVM. */
    public static JvmArchiveDumper forThisJvm() {
        boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
        return new JvmArchiveDumper(Path.of(System.getProperty("java.home"), "bin", windows ? "java.exe" : "java"),
                javaFxJars());
    }

    @Override
    public void dump(Path classList, Path target, Path log) throws IOException {
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xshare:dump",
                "-XX:SharedClassListFile=" + classList.toAbsolutePath(),
                "-XX:SharedArchiveFile=" + target.toAbsolutePath()));
        command.addAll(moduleOptions());
        int exit = run(command, log);
        if (exit != 0 || !Files.isRegularFile(target)) {
            throw new IOException("java -Xshare:dump failed with exit code " + exit + "; see " + log);
        }
    }

    /** Whether this JDK maps {@code archive} (it refuses a missing, foreign or stale one under -Xshare:on). */
    public boolean accepts(Path archive, Path log) throws IOException {
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xshare:on",
                "-XX:SharedArchiveFile=" + archive.toAbsolutePath()));
        command.addAll(moduleOptions());
        command.add("-version");
        return run(command, log) == 0;
    }

    private List<String> moduleOptions() {
        if (modulePath.isEmpty()) {
            return List.of(); // JavaFX inside the JDK image: archived as the JDK's own classes
        }
        return List.of("--module-path", modulePath.stream().map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator)), "--add-modules", MODULES);
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

    private static List<Path> javaFxJars() {
        List<Path> jars = new ArrayList<>();
        for (String name : JAVAFX_CLASSES) {
            try {
                CodeSource source = Class.forName(name, false, JvmArchiveDumper.class.getClassLoader())
                        .getProtectionDomain().getCodeSource();
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
