package dev.ralphdesk.app.launch;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The commands' class-data archives where the build did not make them: an installed Ralph Desk keeps
 * them in the user's cache folder, where nothing is there at first and an upgrade leaves ones that no
 * longer fit its jars. The launcher names the full archive to every command
 * ({@value ClassDataArchive#LEFT_OUT}) and maps it or the lean one beside it
 * ({@link HeadlessArchive#lean}); after a command that ran without its own (the JVM mapped the JDK's
 * archive, or none), a process of its own makes both for the next command ({@link HeadlessArchive}: a
 * training run and two dumps, a few seconds of one core), detached from the command's terminal. Once
 * per version of the application: a try that failed leaves its log, and the next is made only when the
 * jars are newer than that log.
 */
public final class CommandArchive {
    private static final Path SETSID = Path.of("/usr/bin/setsid");

    private CommandArchive() {
    }

    /** Starts making the archive when this JVM ran without the one the launcher named and it is not being made. */
    public static void makeIfMissing() {
        String named = System.getProperty(ClassDataArchive.LEFT_OUT);
        if (named == null || named.isBlank()) {
            return; // not started by the launcher: the tests, a JVM started by hand
        }
        Path archive;
        try {
            archive = Path.of(named).toAbsolutePath();
        } catch (InvalidPathException e) {
            return; // no file to make nor to write a note beside
        }
        try {
            Optional<List<String>> maker = maker(archive);
            if (maker.isPresent()) {
                start(maker.get());
            }
        } catch (IOException | URISyntaxException | RuntimeException e) {
            note(archive, e);
        }
    }

    /**
     * The command that makes {@code archive} when it is {@link #due}, judged by this JVM and the
     * application's jar; empty when it is not. Nothing is started: the headless training runs it too,
     * so that a command's classes for it come from the archive as the command exits.
     */
    static Optional<List<String>> maker(Path archive) throws IOException, URISyntaxException {
        Path jar = Path.of(CommandArchive.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        // both archives are made together: a command that mapped one of them needs the other made when it is missing
        if (!Files.isRegularFile(jar) || !due(Files.isRegularFile(archive)
                && Files.isRegularFile(HeadlessArchive.lean(archive)),
                ClassDataArchive.sharing(System.getProperty("java.vm.info", "")), modified(log(archive)),
                modified(jar))) {
            return Optional.empty();
        }
        Path app = jar.getParent().getParent(); // APPDIR/lib/desktop-app-VERSION.jar
        return Optional.of(command(app, archive));
    }

    private static void start(List<String> command) throws IOException {
        new ProcessBuilder(command).redirectInput(new File("/dev/null"))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    /**
     * Why the maker could not be started, in the archive's log and not on the command's output (the
     * command has printed everything); the log holds off the next try until the jars change, as a
     * failed try's does. Nothing is lost where even the log cannot be written: the archive is only a
     * speed-up.
     */
    static void note(Path archive, Exception failure) {
        try {
            Files.createDirectories(archive.getParent());
            Files.writeString(log(archive), "warning: the commands' class-data archive could not be started ("
                    + failure + "); commands start without it, only slower\n", StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException e) {
            // an unwritable cache folder: the next command tries again
        }
    }

    /**
     * Whether the archives are to be made: this JVM did not map its own (one of them is not there, or
     * the JVM mapped none: {@code sharing} false) and no try was made since the application's jar last
     * changed ({@code log}, the last try's log, null when none, is older than {@code jar}).
     */
    static boolean due(boolean exists, boolean sharing, FileTime log, FileTime jar) {
        boolean mapped = exists && sharing;
        return !mapped && (log == null || log.compareTo(jar) < 0);
    }

    /** The maker: {@code setsid} where there is one, the commands' own options, then {@link HeadlessArchive}. */
    static List<String> command(Path app, Path archive) throws IOException {
        List<String> command = new ArrayList<>();
        if (Files.isExecutable(SETSID)) {
            command.add(SETSID.toString());
        }
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String option : JvmOptions.read(app, archive.getParent().getParent(), false)) {
            if (!option.startsWith(HeadlessArchive.ARCHIVE_OPTION)) {
                command.add(option);
            }
        }
        command.addAll(List.of(HeadlessArchive.class.getName(), app.toString(), archive.toString()));
        return command;
    }

    private static Path log(Path archive) {
        return archive.resolveSibling(archive.getFileName() + ".log");
    }

    private static FileTime modified(Path file) throws IOException {
        return Files.exists(file) ? Files.getLastModifiedTime(file) : null;
    }
}
