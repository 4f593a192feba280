package dev.ralphdesk.app.launch;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The application `mvn package` lays out (desktop-app/target/app) and started the way
 * {@code ./ralph-desk} starts it: the JVM options of its {@code jvm.options} for the window or for a
 * command, {@code $APPDIR} and {@code $CACHEDIR} replaced by the folder. For the tests run after
 * packaging (failsafe), which get the folder and the launcher from system properties.
 */
public final class AppLayout {
    public static final String MAIN = "dev.ralphdesk.app.Launcher";
    private static final String CLASS_PATH = "--class-path=";

    private AppLayout() {
    }

    /** The laid-out application folder. */
    public static Path dir() {
        return Path.of(property("ralphdesk.app.dir"));
    }

    /** The {@code ralph-desk} script at the repository root. */
    public static Path launcher() {
        return Path.of(property("ralphdesk.launcher")).toAbsolutePath().normalize();
    }

    /** The java binary of the JDK running the tests (Maven's, which built the application). */
    public static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The JVM options for the window ({@code window}) or a command, as the launcher passes them. */
    public static List<String> options(boolean window) throws IOException {
        return JvmOptions.read(dir(), dir(), window); // the build is its own cache folder, as for ./ralph-desk
    }

    /**
     * A command's options as the launcher passes them to a command that makes no JSON mapper (a new chat):
     * the lean archive beside the one they name ({@link HeadlessArchive#lean}) in its place.
     */
    public static List<String> leanOptions() throws IOException {
        return options(false).stream().map(o -> o.startsWith(HeadlessArchive.ARCHIVE_OPTION)
                ? HeadlessArchive.ARCHIVE_OPTION + HeadlessArchive.lean(Path.of(o.substring(
                        HeadlessArchive.ARCHIVE_OPTION.length()))) : o).toList();
    }

    /**
     * The window's start as the laid-out {@code launch} script makes it on this machine: its JVM options
     * (those of jvm.options and what the script adds from what the machine has) and the variables it
     * sets for GTK. Asked of the script itself, with a stand-in java in {@code scratch} that prints them.
     */
    public static WindowStart windowStart(Path scratch) throws IOException, InterruptedException {
        return windowStart(scratch, Map.of());
    }

    /** The window's start as {@link #windowStart(Path)}, the script run with {@code env} set. */
    public static WindowStart windowStart(Path scratch, Map<String, String> env) throws IOException,
            InterruptedException {
        return windowStart(dir(), dir(), scratch, env);
    }

    /**
     * The window's start as the {@code launch} script of the application laid out in {@code app} makes it
     * with {@code cache} as its cache folder (an installed copy's: lib/app and the user's cache).
     */
    public static WindowStart windowStart(Path app, Path cache, Path scratch, Map<String, String> env)
            throws IOException, InterruptedException {
        Path printer = scratch.resolve("print-java");
        Files.writeString(printer, "#!/bin/sh\nprintf 'GDK_GL=%s\\n' \"${GDK_GL-}\"\n"
                + "for a in \"$@\"; do printf '%s\\n' \"$a\"; done\n");
        Files.setPosixFilePermissions(printer, PosixFilePermissions.fromString("rwx------"));
        LauncherRun run = LauncherRun.of(scratch, env, List.of(app.resolve("launch").toString(), printer.toString(),
                cache.toString()));
        List<String> lines = run.out().lines().toList();
        if (run.exitCode() != 0 || !lines.contains(MAIN)) {
            throw new IllegalStateException("the launch script did not start the window: " + run);
        }
        String gdkGl = lines.get(0).substring("GDK_GL=".length());
        return new WindowStart(lines.subList(1, lines.indexOf(MAIN)), gdkGl.isEmpty() ? Map.of()
                : Map.of("GDK_GL", gdkGl));
    }

    /** JVM options and environment variables of a window's start. */
    public record WindowStart(List<String> options, Map<String, String> env) {
    }

    /** The class path of the window ({@code window}) or a command, as the launcher passes it ({@code lib/*}). */
    public static String classPath(boolean window) throws IOException {
        return options(window).stream().filter(o -> o.startsWith(CLASS_PATH)).map(o -> o.substring(CLASS_PATH.length()))
                .findFirst().orElseThrow(() -> new IllegalStateException("jvm.options names no class path"));
    }

    /** The options with {@code entries} added to the end of the class path. */
    public static List<String> withClassPath(List<String> options, List<String> entries) {
        return options.stream().map(o -> o.startsWith(CLASS_PATH)
                ? o + File.pathSeparator + String.join(File.pathSeparator, entries) : o).toList();
    }

    /** The jars in a folder of the layout ({@code lib}, {@code javafx}, {@code ui}). */
    public static List<Path> jars(String folder) throws IOException {
        try (Stream<Path> files = Files.list(dir().resolve(folder))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
        }
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("-D" + name + " is not set: run this test with `mvn verify` (failsafe)");
        }
        return value;
    }
}
