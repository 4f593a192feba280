package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Makes the class-data archive (AppCDS) of the headless commands, run by {@code mvn package} once the
 * application is laid out: the archive the commands' options name ({@code -XX:SharedArchiveFile} in
 * the {@code headless:} lines of {@code jvm.options}) is dumped by a training run
 * ({@link HeadlessTraining}) in a JVM started with exactly those options and class path, which writes
 * every class it loaded — the JDK's, the libraries' and ours, parsed and verified, with their lambdas —
 * when it exits ({@code -XX:ArchiveClassesAtExit}). A command then maps them instead of loading them
 * from the jars. The JVM uses the archive only with the JDK and the jars it was made with, and
 * otherwise starts without it; every {@code package} makes it anew. A training run that fails leaves
 * no archive and a warning: the commands work without it, only start slower.
 */
public final class HeadlessArchive {
    static final String ARCHIVE_OPTION = "-XX:SharedArchiveFile=";
    private static final long TIMEOUT_SECONDS = 300;

    private HeadlessArchive() {
    }

    /**
     * {@code HeadlessArchive APP_DIR}: makes the archive of the application laid out in APP_DIR for
     * {@code ./ralph-desk}, which gives the build its own folder as the cache folder.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: HeadlessArchive APP_DIR");
        }
        Path app = Path.of(args[0]).toAbsolutePath();
        List<String> options = JvmOptions.read(app, app, false);
        Optional<Path> archive = archive(options);
        if (archive.isEmpty()) {
            return; // the commands' options name no archive
        }
        try {
            make(Path.of(System.getProperty("java.home"), "bin", "java"), options, archive.get());
        } catch (IOException e) {
            System.err.println("warning: the headless class-data archive " + archive.get() + " was not made ("
                    + e.getMessage() + "); commands start without it, only slower");
        }
    }

    /** The archive the options name, if any. */
    static Optional<Path> archive(List<String> options) {
        return options.stream().filter(o -> o.startsWith(ARCHIVE_OPTION))
                .map(o -> Path.of(o.substring(ARCHIVE_OPTION.length()))).findFirst();
    }

    /**
     * Runs the training with {@code java} and the commands' {@code options}, the archive they name
     * replaced by the one to write; what it prints goes to {@code ARCHIVE.log}. The archive appears
     * only when the training succeeded, complete (it is written beside and moved into place).
     *
     * @throws IOException when the training failed or wrote no archive
     */
    static void make(Path java, List<String> options, Path archive) throws IOException {
        Files.createDirectories(archive.getParent());
        Path partial = archive.resolveSibling(archive.getFileName() + ".partial");
        Path log = archive.resolveSibling(archive.getFileName() + ".log");
        Files.deleteIfExists(archive);
        Files.deleteIfExists(partial);
        List<String> command = new ArrayList<>(List.of(java.toString()));
        for (String option : options) {
            command.add(option.startsWith(ARCHIVE_OPTION) ? "-XX:ArchiveClassesAtExit=" + partial : option);
        }
        command.add(HeadlessTraining.class.getName());
        Process training = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            if (!training.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                training.destroyForcibly();
                throw new IOException("the training run did not finish within " + TIMEOUT_SECONDS + " s; see " + log);
            }
        } catch (InterruptedException e) {
            training.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while training", e);
        }
        if (training.exitValue() != 0 || !Files.isRegularFile(partial)) {
            Files.deleteIfExists(partial);
            throw new IOException("the training run failed with exit code " + training.exitValue() + "; see " + log);
        }
        Files.move(partial, archive, StandardCopyOption.ATOMIC_MOVE);
    }
}
