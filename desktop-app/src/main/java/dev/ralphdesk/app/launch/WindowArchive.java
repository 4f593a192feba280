package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Makes the window's class-data archive at {@code mvn package}, once the application is laid out, so
 * that the first start after a build maps it: the archive the window's options name
 * ({@code -XX:SharedArchiveFile} in the {@code window:} lines of {@code jvm.options}), dumped from the
 * bundled class list for the window's class path, exactly as the window makes it itself
 * ({@link ClassDataArchive#refresh}) — no display and no training run needed. The window still makes
 * it when the JVM did not map it: an installed Ralph Desk (its archive lives in the user's cache
 * folder), another JDK, or a dump here that failed (a warning; the window then starts without it the
 * first time, only slower).
 */
public final class WindowArchive {
    private static final String CLASS_PATH = "--class-path=";

    private WindowArchive() {
    }

    /** {@code WindowArchive APP_DIR}: the window's archive of the application laid out in APP_DIR, for {@code ./ralph-desk}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: WindowArchive APP_DIR");
        }
        Path app = Path.of(args[0]).toAbsolutePath();
        List<String> options = JvmOptions.read(app, app, true); // ./ralph-desk: the build is its own cache folder
        Optional<ClassDataArchive> archive = of(Path.of(System.getProperty("java.home"), "bin", "java"), options);
        if (archive.isEmpty()) {
            return; // the window's options name no archive
        }
        try {
            archive.get().refresh();
        } catch (IOException e) {
            System.err.println("warning: the window's class-data archive " + archive.get().file() + " was not made ("
                    + e.getMessage() + "); the window makes it at its first start");
        }
    }

    /**
     * The archive the window's {@code options} name, dumped by {@code java} for their class path (as
     * the launcher passes it, {@code lib/*} and all: java expands it the same way at the dump and at
     * the start), JavaFX among its jars; empty when they name none.
     */
    static Optional<ClassDataArchive> of(Path java, List<String> options) {
        String classPath = options.stream().filter(o -> o.startsWith(CLASS_PATH))
                .map(o -> o.substring(CLASS_PATH.length())).findFirst().orElse("");
        return HeadlessArchive.archive(options)
                .map(file -> new ClassDataArchive(file, new JvmArchiveDumper(java, List.of(), classPath)));
    }
}
