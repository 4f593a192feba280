package dev.ralphdesk.app.launch;

import com.sun.management.HotSpotDiagnosticMXBean;
import dev.ralphdesk.core.log.JulLogger;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The class-data archive of the window's start-up (AppCDS): the classes the first frame loads
 * ({@code startup.classlist}) — the JDK's, JavaFX's, the application's and its libraries' — parsed and
 * verified once into a file that later starts map in at once. The start command names it
 * ({@code -XX:SharedArchiveFile}, in the window's lines of desktop-app/src/main/app/jvm.options, which
 * {@code ./ralph-desk} reads). {@code mvn package} lays it out for the build ({@link WindowArchive}); when
 * the JVM started without it — the file is missing (an installed copy's first start), or was made by
 * another JDK or for other jars, which the JVM checks and then silently ignores the file — or it was made
 * from an older class list, the window makes it anew in the background, for the next start. The class
 * list it was made from is kept beside it.
 */
public final class ClassDataArchive {
    /**
     * The system property by which the launcher names the archive of the JVM's options, given also
     * when it left the archive out because the file is not there yet (desktop-app/src/main/app/launch).
     */
    public static final String LEFT_OUT = "ralphdesk.archive";
    private static final String CLASS_LIST = "startup.classlist";
    private static final String CLASS_LIST_SUFFIX = ".classlist";
    private static final String PARTIAL = ".partial-";
    private final Path archive;
    private final ArchiveDumper dumper;

    public ClassDataArchive(Path archive, ArchiveDumper dumper) {
        this.archive = archive.toAbsolutePath();
        this.dumper = dumper;
    }

    /**
     * The archive this JVM was told to use ({@code -XX:SharedArchiveFile}), or the one the launcher
     * named ({@value #LEFT_OUT}) and left out because it was not made yet, when it needs making: the
     * JVM runs without it (missing, or made by another JDK or for other JavaFX jars), or it was made
     * from another class list than the bundled one.
     */
    public static Optional<ClassDataArchive> outdatedInThisJvm() throws IOException {
        String mapped = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
                .getVMOption("SharedArchiveFile").getValue();
        Optional<Path> meant = meant(mapped, System.getProperty(LEFT_OUT))
                .filter(file -> !insideTheJdk(file, Path.of(System.getProperty("java.home"))));
        if (meant.isEmpty()) {
            return Optional.empty();
        }
        ClassDataArchive archive = new ClassDataArchive(meant.get(), JvmArchiveDumper.forThisJvm());
        boolean current = !mapped.isBlank() && sharing(System.getProperty("java.vm.info", ""))
                && archive.madeFromTheBundledList();
        return current ? Optional.empty() : Optional.of(archive);
    }

    /**
     * Whether the archive is the JDK's own (its default one, in {@code lib/server}): a JVM told to map
     * that file must not have the window dump its own classes over it.
     */
    static boolean insideTheJdk(Path archive, Path javaHome) {
        return archive.toAbsolutePath().normalize().startsWith(javaHome.toAbsolutePath().normalize());
    }

    /**
     * The archive this JVM should map: the one it was told to ({@code sharedArchiveFile}, blank when
     * none), else the one the launcher left out ({@code leftOut}, null when none). A JVM told of none
     * maps the JDK's own archive, which says "sharing" too.
     */
    static Optional<Path> meant(String sharedArchiveFile, String leftOut) {
        if (!sharedArchiveFile.isBlank()) {
            return Optional.of(Path.of(sharedArchiveFile));
        }
        return leftOut == null || leftOut.isBlank() ? Optional.empty() : Optional.of(Path.of(leftOut));
    }

    /**
     * For the window, once it is usable: when this JVM runs without its archive, makes it for the
     * next start (a few seconds of one core, once per JDK and JavaFX version). Logs what happened.
     */
    public static void refreshIfOutdated() {
        System.Logger log = JulLogger.of(ClassDataArchive.class);
        Optional<ClassDataArchive> outdated = Optional.empty();
        try {
            outdated = outdatedInThisJvm();
            if (outdated.isPresent()) {
                outdated.get().refresh();
                log.log(System.Logger.Level.INFO, "made the start-up class-data archive " + outdated.get().file()
                        + "; the next start uses it");
            }
        } catch (IOException e) {
            log.log(System.Logger.Level.WARNING, "the start-up class-data archive " + outdated.map(a -> a.file()
                    .toString()).orElse("") + " could not be made (" + e.getMessage()
                    + "); the window starts without it, only slower");
        }
    }

    /** Whether {@code java.vm.info} ("mixed mode, sharing") says the JVM maps a class-data archive. */
    static boolean sharing(String vmInfo) {
        return vmInfo.toLowerCase(Locale.ROOT).contains("sharing");
    }

    public Path file() {
        return archive;
    }

    /** Whether the archive in place was made from the class list this build bundles. */
    public boolean madeFromTheBundledList() throws IOException {
        Path used = sibling(CLASS_LIST_SUFFIX);
        return Files.isRegularFile(archive) && Files.isRegularFile(used)
                && Arrays.equals(Files.readAllBytes(used), bundledList());
    }

    /**
     * Makes the archive anew: the dump goes to a partial file that replaces the archive only when
     * complete, so a JVM starting meanwhile never maps half a file. Partial files that an
     * interrupted dump (of a process no longer running) left behind are removed first.
     *
     * @throws IOException when the dump failed; the old archive, if any, stays (the JVM ignores a stale one)
     */
    public void refresh() throws IOException {
        Files.createDirectories(archive.getParent());
        removeLeftovers();
        String pid = Long.toString(ProcessHandle.current().pid());
        Path partial = sibling(PARTIAL + pid);
        Path classList = sibling(CLASS_LIST_SUFFIX + PARTIAL + pid);
        try {
            Files.write(classList, bundledList());
            dumper.dump(classList, partial, sibling(".log"));
            Files.move(partial, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            Files.move(classList, sibling(CLASS_LIST_SUFFIX), StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        } finally {
            delete(partial);
            delete(classList);
        }
    }

    private void removeLeftovers() throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(archive.getParent(),
                archive.getFileName() + "*" + PARTIAL + "*")) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                if (!running(name.substring(name.lastIndexOf(PARTIAL) + PARTIAL.length()))) {
                    delete(file);
                }
            }
        }
    }

    private static byte[] bundledList() throws IOException {
        try (InputStream in = bundledClassList()) {
            return in.readAllBytes();
        }
    }

    /** The class list this build bundles, which the archive is made from: a class per line, and the dump's @ lines. */
    public static InputStream bundledClassList() throws IOException {
        InputStream in = ClassDataArchive.class.getResourceAsStream(CLASS_LIST);
        if (in == null) {
            throw new IOException("the bundled class list " + CLASS_LIST + " is missing");
        }
        return in;
    }

    private static boolean running(String pid) {
        try {
            return ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private Path sibling(String suffix) {
        return archive.resolveSibling(archive.getFileName() + suffix);
    }

    private static void delete(Path file) throws IOException {
        if (Files.exists(file)) {
            file.toFile().setWritable(true); // java -Xshare:dump writes the archive read-only
            Files.delete(file);
        }
    }
}
