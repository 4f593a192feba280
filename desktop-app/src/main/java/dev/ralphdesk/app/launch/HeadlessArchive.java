package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Makes the class-data archive (AppCDS) of the headless commands, run by {@code mvn package} once the
 * application is laid out: the archive the commands' options name ({@code -XX:SharedArchiveFile} in
 * the {@code headless:} lines of {@code jvm.options}). A training run ({@link HeadlessTraining}) in a
 * JVM started with exactly those options and class path lists every class it loads — the JDK's, the
 * libraries' and ours, with their lambdas ({@code -XX:DumpLoadedClassList}); then {@code java
 * -Xshare:dump} with the same options writes them into one static archive, parsed and verified. A
 * command then maps them instead of loading them from the jars. A static archive, not one dumped at
 * the training's exit on top of the JDK's ({@code -XX:ArchiveClassesAtExit}): Java 17 keeps classes
 * of Java 5 class files (picocli's as published; the laid-out jar's are Java 8 ones since {@link
 * ClassFileUpgrade}) only in a static one, and one archive maps faster than two. Beside it, the same
 * training makes a {@link #lean} archive of what the commands that make no JSON mapper load (a new
 * chat's classes without Jackson's data binding), which the {@code launch} script maps for those: the
 * JVM maps and relocates every page of its archive before {@code main()}, ~3-4 ms per MB. The
 * JVM uses an archive only with the JDK and the jars it was made with, and otherwise starts without
 * it; every {@code package} makes both anew, and an installed Ralph Desk's first command has them made
 * in the user's cache folder ({@link CommandArchive}). A training run or dump that fails leaves no
 * archive and a warning: the commands work without it, only start slower.
 */
public final class HeadlessArchive {
    static final String ARCHIVE_OPTION = "-XX:SharedArchiveFile=";
    /**
     * Classes a command loads only in some timings, which the training cannot be made to meet every time, added
     * to its list: the exit's end of a spare sandbox still setting up ({@code SandboxClone}) — a training whose
     * exits all found their spare up would leave it out, and such an exit would read it from its jar; and the
     * JDK's redirects, which bubblewrap's probe on a thread of its own loads when it starts before the command
     * exits (a new chat's run seen reading them from the JDK's image while the training had listed none).
     */
    static final List<String> NOW_AND_THEN = List.of("dev/ralphdesk/core/workspace/SandboxClone",
            "java/lang/ProcessBuilder$Redirect", "java/lang/ProcessBuilder$Redirect$Type",
            "java/lang/ProcessBuilder$RedirectPipeImpl", "java/lang/ProcessBuilder$Redirect$1",
            "java/lang/ProcessBuilder$Redirect$2", "java/lang/ProcessBuilder$Redirect$3",
            "java/lang/ProcessBuilder$Redirect$4");
    /**
     * The training's mark (a class of its own, loaded there) after the commands that make no JSON mapper: the
     * lean archive is made of the classes listed before it.
     */
    static final String LEAN_END = "dev/ralphdesk/app/launch/HeadlessTraining$LeanEnd";
    private static final String JSA = ".jsa";
    private static final String FORMS = "@lambda-form-invoker";
    private static final long TIMEOUT_SECONDS = 300;

    private HeadlessArchive() {
    }

    /**
     * {@code HeadlessArchive APP_DIR}: makes the archive of the application laid out in APP_DIR for
     * {@code ./ralph-desk}, which gives the build its own folder as the cache folder. {@code
     * HeadlessArchive APP_DIR ARCHIVE}: makes ARCHIVE, for a command that ran without it
     * ({@link CommandArchive}); exits at once when another process is making it.
     */
    public static void main(String[] args) throws IOException {
        if (args.length == 2) {
            System.exit(makeOnce(Path.of(args[0]).toAbsolutePath(), Path.of(args[1]).toAbsolutePath()) ? 0 : 1);
        }
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: HeadlessArchive APP_DIR [ARCHIVE]");
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

    /**
     * Makes {@code archive} with the commands' options of the application in {@code app}, unless
     * another process holds its lock (then it is being made); a failure is appended to its log.
     *
     * @return false when it failed
     */
    static boolean makeOnce(Path app, Path archive) throws IOException {
        Files.createDirectories(archive.getParent());
        Path lock = archive.resolveSibling(archive.getFileName() + ".lock");
        try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = channel.tryLock()) {
            if (held == null) {
                return true;
            }
            try {
                make(Path.of(System.getProperty("java.home"), "bin", "java"),
                        JvmOptions.read(app, archive.getParent().getParent(), false), archive);
                return true;
            } catch (IOException e) {
                Files.writeString(archive.resolveSibling(archive.getFileName() + ".log"), "warning: the headless "
                        + "class-data archive was not made (" + e.getMessage() + "); commands start without it, "
                        + "only slower\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                return false;
            }
        } catch (OverlappingFileLockException e) {
            return true;
        }
    }

    /**
     * The lean archive beside {@code archive} (the one the options name): {@code headless.jsa}'s is
     * {@code headless-lean.jsa}. The {@code launch} script names it so for a command that makes no JSON
     * mapper.
     */
    public static Path lean(Path archive) {
        String name = archive.getFileName().toString();
        String stem = name.endsWith(JSA) ? name.substring(0, name.length() - JSA.length()) : name;
        return archive.resolveSibling(stem + "-lean" + JSA);
    }

    /** The archive the options name, if any. */
    static Optional<Path> archive(List<String> options) {
        return options.stream().filter(o -> o.startsWith(ARCHIVE_OPTION))
                .map(o -> Path.of(o.substring(ARCHIVE_OPTION.length()))).findFirst();
    }

    /**
     * Runs the training with {@code java} and the commands' {@code options}, listing the classes it
     * loads, then dumps two archives with the same options, their heap placed where theirs is
     * ({@link HeapPlacement}): {@code archive} of every class listed and the {@link #lean} one of those
     * listed before the training's {@link #LEAN_END} (a new chat's, without the JSON mapper's: fewer
     * pages to map and relocate as a command starts). What they print goes to {@code ARCHIVE.log}, each
     * list to its archive's {@code .classlist}. An archive appears only when the training and its dump
     * succeeded, complete (it is written beside and moved into place).
     *
     * @throws IOException when the training or a dump failed or wrote nothing
     */
    static void make(Path java, List<String> options, Path archive) throws IOException {
        Files.createDirectories(archive.getParent());
        Path lean = lean(archive);
        Path classList = classList(archive);
        Path log = archive.resolveSibling(archive.getFileName() + ".log");
        for (Path file : List.of(archive, partial(archive), classList, lean, partial(lean), classList(lean), log)) {
            Files.deleteIfExists(file);
        }
        run("the training run", java, options, "-XX:DumpLoadedClassList=" + classList,
                List.of(HeadlessTraining.class.getName()), classList, log);
        withNowAndThen(classList);
        List<String> placement = HeapPlacement.probe(java, options.stream()
                .filter(option -> !option.startsWith(ARCHIVE_OPTION)).toList())
                .map(HeapPlacement::dumpOptions).orElse(List.of());
        dump(java, options, placement, archive, log);
        Files.write(classList(lean), leanPart(Files.readAllLines(classList)));
        dump(java, options, placement, lean, log);
    }

    /**
     * The lean archive's class list: the lines of the training's {@code listed} before its {@link #LEAN_END},
     * the method-handle forms listed after it ({@value #FORMS} lines: a few bytes each in the archive's holder
     * classes, while a form missing from them is made at run time, its class spun — a 30-step turn needed one
     * the new chats of the training did not), and the classes added {@link #NOW_AND_THEN} (which a new chat's
     * exit may load).
     *
     * @throws IOException when the list has no such mark
     */
    static List<String> leanPart(List<String> listed) throws IOException {
        int end = listed.indexOf(LEAN_END);
        if (end < 0) {
            throw new IOException("the training's class list has no " + LEAN_END + " to end the lean archive's part");
        }
        List<String> part = new ArrayList<>(listed.subList(0, end));
        listed.subList(end, listed.size()).stream().filter(line -> line.startsWith(FORMS) && !part.contains(line))
                .forEach(part::add);
        NOW_AND_THEN.stream().filter(name -> !part.contains(name)).forEach(part::add);
        return part;
    }

    /** Dumps {@code archive} from its class list with the commands' options and {@code placement} of the heap. */
    private static void dump(Path java, List<String> options, List<String> placement, Path archive, Path log)
            throws IOException {
        Path partial = partial(archive);
        List<String> dump = new ArrayList<>(placement);
        dump.addAll(List.of("-Xshare:dump", "-XX:SharedClassListFile=" + classList(archive)));
        try {
            run("the dump of " + archive.getFileName(), java, options, "-XX:SharedArchiveFile=" + partial, dump,
                    partial, log);
        } catch (IOException e) {
            Files.deleteIfExists(partial);
            throw e;
        }
        Files.move(partial, archive, StandardCopyOption.ATOMIC_MOVE);
    }

    private static Path classList(Path archive) {
        return archive.resolveSibling(archive.getFileName() + ".classlist");
    }

    private static Path partial(Path archive) {
        return archive.resolveSibling(archive.getFileName() + ".partial");
    }

    /** Adds to the training's class list those of {@link #NOW_AND_THEN} it does not hold. */
    static void withNowAndThen(Path classList) throws IOException {
        List<String> listed = Files.readAllLines(classList);
        List<String> missing = NOW_AND_THEN.stream().filter(name -> !listed.contains(name)).toList();
        Files.write(classList, missing, StandardOpenOption.APPEND);
    }

    /**
     * Runs {@code java} with the options, the archive they name replaced by {@code archiveOption}, and
     * then {@code arguments}, appending its output to {@code log}.
     *
     * @throws IOException when it failed or did not write {@code product}
     */
    private static void run(String what, Path java, List<String> options, String archiveOption,
            List<String> arguments, Path product, Path log) throws IOException {
        List<String> command = new ArrayList<>(List.of(java.toString()));
        for (String option : options) {
            command.add(option.startsWith(ARCHIVE_OPTION) ? archiveOption : option);
        }
        command.addAll(arguments);
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        try {
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException(what + " did not finish within " + TIMEOUT_SECONDS + " s; see " + log);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted during " + what, e);
        }
        if (process.exitValue() != 0 || !Files.isRegularFile(product)) {
            throw new IOException(what + " failed with exit code " + process.exitValue() + "; see " + log);
        }
    }
}
