package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.lang.module.ModuleFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runtime `mvn package` lays out, started with the options of its jvm.options as the launcher starts it. */
class AppLayoutIT {
    @TempDir
    Path dir;

    @Test
    void aCommandRunsWithoutJavaFxOnItsPathAndLoadsNoneWhenItIsThere() throws Exception {
        List<String> headless = AppLayout.options(false);
        assertTrue(AppLayout.classPath(false).endsWith(File.pathSeparator + AppLayout.dir().resolve("lib") + "/*"),
                headless.toString());
        assertFalse(headless.stream().anyMatch(o -> o.contains("javafx") || o.contains("/ui/")), headless.toString());
        for (Path jar : AppLayout.jars("lib")) {
            String name = jar.getFileName().toString();
            assertFalse(name.startsWith("javafx") || name.startsWith("controlsfx"), name + " is on the headless path");
        }
        // with the window's path, JavaFX is there to load: a command still loads none of it
        Path loaded = dir.resolve("loaded.txt");
        List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xlog:class+load:file=" + loaded));
        command.addAll(AppLayout.options(true));
        command.addAll(List.of(AppLayout.MAIN, "--version"));
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), command);
        assertEquals(0, run.exitCode(), run.toString());
        List<String> javafx = Files.readAllLines(loaded).stream().filter(l -> l.contains(" javafx.")).toList();
        assertEquals(List.of(), javafx, "JavaFX classes a command loaded");
        assertTrue(Files.readString(loaded).contains("picocli.CommandLine "), "the log records loaded classes");
    }

    /**
     * A command finds its main class — the one class it reads from a jar, not from the archive — in the
     * first jar of its class path, the application's: behind {@code lib/*} alone the JVM opened each jar
     * listed before that one (the folder's order) on the main thread, before {@code main()}.
     */
    @Test
    void aCommandsClassPathStartsWithTheJarOfItsMainClass() throws Exception {
        String[] entries = AppLayout.classPath(false).split(File.pathSeparator);
        Path first = Path.of(entries[0]);
        assertTrue(Files.isRegularFile(first), "the commands' class path starts with " + entries[0] + ", not a jar");
        try (JarFile jar = new JarFile(first.toFile())) {
            assertNotNull(jar.getEntry(AppLayout.MAIN.replace('.', '/') + ".class"), first + " lacks " + AppLayout.MAIN);
        }
        assertEquals(AppLayout.dir().resolve("lib") + "/*", entries[entries.length - 1], "every jar of lib/ follows");
    }

    /**
     * The laid-out {@code jvm.options} is the source's, character for character, but for the jars at the front
     * of a command's class path (the application's, persistence's, resources', sqlite-jdbc's) named where the
     * source has the build's tokens: the build copies it through a filter, which reads
     * and writes it as text — in UTF-8, not in the build machine's charset (under {@code LANG=C} a
     * comment's dash became {@code ?}).
     */
    /**
     * Every laid-out jar reads as a module: the installed runtime's module list is checked with {@code jdeps}
     * over these folders as a module path, and a jar declaring a service whose provider is not one of its own
     * classes (the logger finder our jars declare) is no module — {@code jdeps} then stops.
     */
    @Test
    void everyLaidOutJarReadsAsAModule() {
        Path app = AppLayout.dir();
        Set<String> modules = new TreeSet<>();
        ModuleFinder.of(app.resolve("lib"), app.resolve("javafx"), app.resolve("ui")).findAll()
                .forEach(module -> modules.add(module.descriptor().name()));
        assertTrue(modules.containsAll(Set.of("desktop.app", "persistence", "agent.core")), modules.toString());
    }

    @Test
    void theLaidOutOptionsAreTheSourcesWithTheApplicationsJarNamed() throws Exception {
        String source = Files.readString(Path.of(System.getProperty("user.dir"), "src/main/app", JvmOptions.FILE));
        String jar = "desktop-app-" + System.getProperty("ralphdesk.version") + ".jar";
        assertTrue(Files.isRegularFile(AppLayout.dir().resolve("lib").resolve(jar)), jar + " is not in lib/");
        String version = System.getProperty("ralphdesk.version");
        String store = "persistence-" + version + ".jar";
        String resources = "resources-" + version + ".jar";
        String sqlite = AppLayout.jars("lib").stream().map(p -> p.getFileName().toString())
                .filter(n -> n.startsWith("sqlite-jdbc-")).findFirst().orElseThrow();
        for (String named : List.of(store, resources)) {
            assertTrue(Files.isRegularFile(AppLayout.dir().resolve("lib").resolve(named)), named + " is not in lib/");
        }
        assertEquals(source.replace("@APPJAR@", jar).replace("@STOREJAR@", store).replace("@RESJAR@", resources)
                .replace("@SQLITEJAR@", sqlite), Files.readString(AppLayout.dir().resolve(JvmOptions.FILE)));
    }

    /**
     * A command's first picocli model looks for no Groovy closure class (picocli's own switch, in the
     * commands' options): that class is in no jar, so the search opened every jar not opened yet, on the
     * main thread.
     */
    @Test
    void aCommandLooksForNoGroovyClosureThroughItsJars() throws Exception {
        List<String> command = new ArrayList<>(List.of(AppLayout.java()));
        command.addAll(AppLayout.options(false));
        command.addAll(List.of("-Dpicocli.trace=DEBUG", AppLayout.MAIN, "--version"));
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), command);
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.err().contains("groovy Closures in annotations are disabled and will not be loaded"),
                run.toString());
    }

    @Test
    void aCommandOpensTheStoreWithoutWarmingUpTheWindowsFirstScreen() throws Exception {
        Path loaded = dir.resolve("loaded.txt");
        List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xlog:class+load:file=" + loaded));
        command.addAll(AppLayout.options(false));
        // a command that writes (a slash command needs no model): it takes the folder and opens the store
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        command.addAll(List.of(AppLayout.MAIN, "chat", "--workspace", workspace.toString(), "--provider", "scripted",
                "/goal tidy the notes"));
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), command);
        assertEquals(0, run.exitCode(), run.toString());
        String classes = Files.readString(loaded);
        assertTrue(classes.contains("dev.ralphdesk.persistence.sqlite.SqliteSessionStore "), "the store was opened");
        assertFalse(classes.contains("dev.ralphdesk.persistence.sqlite.WarmUp "), "a command warmed up the window's "
                + "first screen");
    }

    @Test
    void theWindowsClassDataArchiveIsMadeByTheBuildAndTheWindowKeepsIt() throws Exception {
        // the first start after a build, with the window's options: -Xshare:on refuses to start when it cannot
        // map the archive; the window finds it current and does not make it again
        List<String> options = AppLayout.options(true);
        Path archive = HeadlessArchive.archive(options).orElseThrow(() -> new AssertionError(
                "the window's options name no class-data archive: " + options));
        assertTrue(Files.isRegularFile(archive), "mvn package made no " + archive);
        FileTime made = Files.getLastModifiedTime(archive);
        Path loaded = dir.resolve("loaded.txt");
        List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xshare:on", "-Xlog:class+load:file=" + loaded));
        command.addAll(AppLayout.withClassPath(options, testClasses()));
        Map<String, String> env = Map.of("HOME", dir.toString());
        LauncherRun run = LauncherRun.of(dir, env, concat(command, ArchiveRefreshMain.class.getName()));
        assertEquals(0, run.exitCode(), "-Xshare:on refuses an archive it cannot map:\n" + run);
        assertTrue(run.out().contains("sharing"), run.toString());
        assertEquals(made, Files.getLastModifiedTime(archive), "the window made the build's archive again");
        assertTrue(Files.readString(loaded).contains("javafx.scene.control.Control source: shared objects file"),
                "JavaFX's classes are not mapped from the archive");
        // the application's own classes and its libraries' are in it too, for its class path
        LauncherRun classes = LauncherRun.of(dir, env,
                concat(command, "-XX:+PrintSharedArchiveAndExit", "-XX:+PrintSharedDictionary"));
        assertTrue(classes.out().contains("dev.ralphdesk.app.ui.UiBoot app_loader"), classes.toString());
        assertTrue(classes.out().contains("com.fasterxml.jackson.databind.ObjectMapper app_loader"), classes.toString());
    }

    @Test
    void anInstalledCopyMakesItsOwnArchiveInPlaceOfTheBuildsWhichDoesNotFitItsJars() throws Exception {
        // the layout copied elsewhere (as a package installs it), with the build's archive in its cache
        // folder: the JVM cannot map that one (other jars), so the window makes it anew, for the next start
        Path app = Files.createDirectories(dir.resolve("app"));
        for (String folder : List.of("lib", "javafx", "ui")) {
            Files.createDirectories(app.resolve(folder));
            for (Path jar : AppLayout.jars(folder)) {
                Files.copy(jar, app.resolve(folder).resolve(jar.getFileName()));
            }
        }
        Files.copy(AppLayout.dir().resolve(JvmOptions.FILE), app.resolve(JvmOptions.FILE));
        Path cache = dir.resolve("cache");
        List<String> options = AppLayout.withClassPath(JvmOptions.read(app, cache, true), testClasses());
        Path archive = HeadlessArchive.archive(options).orElseThrow();
        Path built = HeadlessArchive.archive(AppLayout.options(true)).orElseThrow();
        Files.createDirectories(archive.getParent());
        for (String suffix : List.of("", ".classlist")) {
            Files.copy(built.resolveSibling(built.getFileName() + suffix),
                    archive.resolveSibling(archive.getFileName() + suffix), StandardCopyOption.COPY_ATTRIBUTES);
        }
        FileTime copied = Files.getLastModifiedTime(archive);
        Map<String, String> env = Map.of("HOME", dir.toString());

        LauncherRun first = LauncherRun.of(dir, env, concat(concat(List.of(AppLayout.java()), options),
                ArchiveRefreshMain.class.getName()));
        assertEquals(0, first.exitCode(), first.toString());
        assertFalse(first.out().contains("sharing"), "the build's archive mapped with other jars:\n" + first);
        assertTrue(Files.getLastModifiedTime(archive).compareTo(copied) > 0, "the window did not make it anew");

        LauncherRun next = LauncherRun.of(dir, env, concat(concat(List.of(AppLayout.java(), "-Xshare:on"), options),
                ArchiveRefreshMain.class.getName()));
        assertEquals(0, next.exitCode(), "-Xshare:on refuses an archive it cannot map:\n" + next);
        assertTrue(next.out().contains("sharing"), next.toString());
    }

    /** The tests' own classes (ArchiveRefreshMain), added to the end of the window's class path. */
    private static List<String> testClasses() {
        return List.of(System.getProperty("java.class.path").split(File.pathSeparator)).stream()
                .filter(p -> p.endsWith("test-classes")).toList();
    }

    private static List<String> concat(List<String> command, String... more) {
        return concat(command, List.of(more));
    }

    private static List<String> concat(List<String> command, List<String> more) {
        List<String> all = new ArrayList<>(command);
        all.addAll(more);
        return all;
    }

    @Test
    void theCommandsClassDataArchiveIsMadeByTheBuildAndMapsWithTheirOptions() throws Exception {
        List<String> headless = AppLayout.options(false);
        Path archive = HeadlessArchive.archive(headless).orElseThrow(() -> new AssertionError(
                "the commands' options name no class-data archive: " + headless));
        assertTrue(Files.isRegularFile(archive), "mvn package made " + archive);
        Path loaded = dir.resolve("loaded.txt");
        // -Xshare:on refuses to start when the archive cannot be mapped
        List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xshare:on",
                "-Xlog:class+load:file=" + loaded));
        command.addAll(headless);
        command.addAll(List.of(AppLayout.MAIN, "--help"));
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), command);
        assertEquals(0, run.exitCode(), run.toString());
        String classes = Files.readString(loaded);
        // picocli's classes (Java 8 class files in the laid-out jar: ClassFileUpgrade) come from the archive too
        // classes of several of the application's jars that help loads (it composes no harness)
        for (String name : List.of("dev.ralphdesk.app.cli.Cli", "dev.ralphdesk.app.Composition",
                "dev.ralphdesk.core.harness.CliServices", "dev.ralphdesk.goal.cli.GoalCli",
                "com.fasterxml.jackson.core.JsonProcessingException", "picocli.CommandLine")) {
            assertTrue(classes.contains(name + " source: shared objects file"), name + " was not mapped from "
                    + "the archive:\n" + classes.lines().filter(l -> l.contains(name + " ")).toList());
        }
    }

    /**
     * The archives the build makes keep their objects (strings, the module graph) where a JVM started
     * with their options places its heap: the JVM maps them as they are, without rewriting each pointer
     * among them before {@code main()} (the dump's own heap would lie 1 GiB lower by default).
     */
    @Test
    void theArchivesObjectsLieWhereTheJvmPlacesItsHeap() throws Exception {
        Map<String, List<String>> archives = Map.of("the commands'", AppLayout.options(false), "the commands' lean",
                AppLayout.leanOptions(), "the window's", AppLayout.options(true));
        for (Map.Entry<String, List<String>> archive : archives.entrySet()) {
            List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xshare:on"));
            command.addAll(archive.getValue());
            command.addAll(List.of("-Xlog:cds=info", "-version")); // after the options' -Xlog:cds*=off
            LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), command);
            assertEquals(0, run.exitCode(), run.toString());
            assertTrue(run.out().contains("CDS heap data relocation delta = 0 bytes"),
                    archive.getKey() + " archive's objects are moved at start:\n" + run);
        }
    }

    @Test
    void theBashCompletionKnowsThePluginsCommandsAndTheirOptions() throws Exception {
        Path script = AppLayout.dir().resolve("ralph-desk-completion.bash");
        String complete = "source '" + script + "'; COMP_WORDS=(ralph-desk goal extend --to); COMP_CWORD=3; "
                + "COMP_LINE='ralph-desk goal extend --to'; _complete_ralph-desk 2>/dev/null; echo \"${COMPREPLY[*]}\"; "
                + "COMP_WORDS=(ralph-desk s); COMP_CWORD=1; COMP_LINE='ralph-desk s'; _complete_ralph-desk 2>/dev/null; "
                + "echo \"${COMPREPLY[*]}\"";
        LauncherRun run = LauncherRun.of(dir, Map.of(), List.of("bash", "-c", complete));
        assertEquals(0, run.exitCode(), run.toString());
        assertEquals(List.of("--tokens", "sessions"), run.out().lines().toList());
    }
}
