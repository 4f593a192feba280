package dev.ralphdesk.app.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.ralphdesk.app.launch.AppLayout;
import dev.ralphdesk.app.launch.AwaitFiles;
import dev.ralphdesk.app.launch.HeadlessArchive;
import dev.ralphdesk.app.launch.JvmArchiveDumper;
import dev.ralphdesk.app.launch.LauncherRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The .deb unpacked as installing it lays it out ({@code dpkg-deb -x} into a folder), its command run
 * by a user with a home of their own: a command, the window (under Xvfb, through {@code xvfb-run}),
 * the bundled runtime and the copyright file. Nothing may be written into the installation.
 */
@Tag("dist")
class InstalledAppIT {
    private static final long WINDOW_SECONDS = 240;
    @TempDir
    static Path dir;
    private static Path root;
    private static Path image;

    @BeforeAll
    static void installed() throws Exception {
        root = PackagedDeb.extract(dir.resolve("root"));
        image = root.resolve(PackagedDeb.IMAGE);
    }

    @Test
    void theCommandPrintsItsVersionAndListsSessions() throws Exception {
        Set<String> before = listing(image);
        Path user = Files.createDirectories(dir.resolve("command-user"));
        LauncherRun version = LauncherRun.of(user, env(user), List.of(command(), "--version"));
        assertEquals(0, version.exitCode(), version.toString());
        assertEquals("ralph-desk " + System.getProperty("ralphdesk.version"), version.out().strip());

        String data = user.resolve("data").toString();
        LauncherRun empty = LauncherRun.of(user, env(user), List.of(command(), "sessions", "list", "--data-dir", data));
        assertEquals(0, empty.exitCode(), empty.toString());
        assertTrue(empty.out().startsWith("No sessions"), empty.out());
        // a command that writes (a slash command needs no model) makes the database in the --data-dir
        Path workspace = Files.createDirectories(user.resolve("ws"));
        LauncherRun created = LauncherRun.of(user, env(user), List.of(command(), "chat", "--data-dir", data,
                "--workspace", workspace.toString(), "--provider", "scripted", "/goal tidy the notes"));
        assertEquals(0, created.exitCode(), created.toString());
        assertTrue(Files.isRegularFile(user.resolve("data/ralph-desk.db")), "the database in the --data-dir");
        LauncherRun list = LauncherRun.of(user, env(user), List.of(command(), "sessions", "list", "--data-dir", data));
        assertEquals(0, list.exitCode(), list.toString());
        assertTrue(list.out().contains("/goal tidy the notes"), list.out());
        // the first command left the commands' class-data archives made in the user's cache, for the next: the
        // full one and the lean one, which the session list maps
        Path archive = user.resolve("cache/ralph-desk/cds/headless.jsa");
        assertTrue(AwaitFiles.all(Duration.ofSeconds(WINDOW_SECONDS), archive, archive.resolveSibling(
                "headless.jsa.classlist"), HeadlessArchive.lean(archive)), "no commands' archives " + archive);
        Map<String, String> mapping = env(user);
        mapping.put("_JAVA_OPTIONS", "-Xshare:on"); // the JVM refuses to start unless it maps the archive named
        LauncherRun mapped = LauncherRun.of(user, mapping, List.of(command(), "sessions", "list", "--data-dir", data));
        assertEquals(0, mapped.exitCode(), "the bundled runtime does not map the archive made for it:\n" + mapped);
        assertEquals(before, listing(image), "files written into the installation");
    }

    @Test
    void theWindowOpensAndMakesItsClassDataArchiveInTheUsersCacheForTheNextStart() throws Exception {
        Set<String> before = listing(image);
        Path user = Files.createDirectories(dir.resolve("window-user"));
        Map<String, String> env = env(user);
        env.put("RALPH_DESK_HOME", user.resolve("data").toString());
        Path archive = user.resolve("cache/ralph-desk/cds/ralph-desk.jsa");
        Path made = archive.resolveSibling("ralph-desk.jsa.classlist"); // moved in once the archive is whole
        Path log = user.resolve("window.log");
        ProcessBuilder builder = new ProcessBuilder("xvfb-run", "-a", "-s", "-screen 0 1280x800x24", command())
                .directory(user.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        String path = builder.environment().getOrDefault("PATH", "/usr/bin:/bin");
        builder.environment().clear();
        builder.environment().put("PATH", path);
        builder.environment().putAll(env);
        Process window = builder.start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WINDOW_SECONDS);
            while (!Files.exists(made)) {
                if (!window.isAlive() || System.nanoTime() > deadline) {
                    fail("no class-data archive " + archive + " (the window " + (window.isAlive() ? "is still running"
                            : "exited with " + window.exitValue()) + "):\n" + Files.readString(log));
                }
                window.waitFor(200, TimeUnit.MILLISECONDS);
            }
        } finally {
            window.descendants().forEach(ProcessHandle::destroy);
            window.destroy();
            if (!window.waitFor(1, TimeUnit.MINUTES)) {
                window.descendants().forEach(ProcessHandle::destroyForcibly);
                window.destroyForcibly();
            }
        }
        // the next start's very options (class path and archive), as the installed launch script gives them
        AppLayout.WindowStart start = AppLayout.windowStart(image.resolve("lib/app"), user.resolve("cache/ralph-desk"),
                Files.createDirectories(user.resolve("stand-in")), env);
        assertTrue(start.options().contains("-XX:SharedArchiveFile=" + archive), "the next start maps no " + archive
                + ": " + start.options());
        List<String> maps = new ArrayList<>(List.of(image.resolve("lib/runtime/bin/java").toString(), "-Xshare:on"));
        maps.addAll(start.options());
        maps.add("-version");
        LauncherRun next = LauncherRun.of(user, env, maps);
        assertEquals(0, next.exitCode(), "the bundled runtime refuses the archive the window made:\n" + next);
        assertEquals(before, listing(image), "files written into the installation");
    }

    @Test
    void theBundledRuntimeHoldsEveryModuleTheApplicationNeeds() throws IOException {
        Path app = image.resolve("lib/app");
        List<String> arguments = new ArrayList<>(List.of("--print-module-deps", "--ignore-missing-deps",
                "--multi-release", "17", "--module-path", modulePath(app), "--add-modules",
                JvmArchiveDumper.MODULES, "--class-path", app.resolve("lib") + "/*:" + app.resolve("ui") + "/*"));
        for (String folder : List.of("lib", "ui")) {
            try (Stream<Path> jars = Files.list(app.resolve(folder))) {
                jars.map(Path::toString).sorted().forEach(arguments::add);
            }
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ToolProvider.findFirst("jdeps").orElseThrow().run(new PrintWriter(out), new PrintWriter(err),
                arguments.toArray(String[]::new));
        assertEquals(0, exit, err.toString());
        List<String> lines = out.toString().strip().lines().toList();
        List<String> needed = new ArrayList<>(Arrays.asList(lines.get(lines.size() - 1).split(",")));
        assertTrue(needed.containsAll(List.of("java.base", "java.net.http", "java.sql")), out.toString());
        needed.remove("jdk.jfr"); // required "static" by javafx.base: JavaFX runs without it
        needed.add("jdk.crypto.ec"); // named by nothing, used by TLS
        String release = Files.readString(image.resolve("lib/runtime/release"));
        Set<String> bundled = Set.of(release.replaceAll("(?s).*MODULES=\"([^\"]*)\".*", "$1").split(" "));
        assertTrue(bundled.containsAll(needed), "needed " + needed + ", bundled " + bundled);
    }

    @Test
    void theCopyrightFileNamesTheLicenceOfEveryBundledLibrary() throws IOException {
        List<Pattern> stanzas = Files.readAllLines(root.resolve("usr/share/doc/ralph-desk/copyright")).stream()
                .filter(l -> l.startsWith("Files: ")).flatMap(l -> Arrays.stream(l.substring(7).split("\\s+")))
                .filter(glob -> !glob.equals("*"))
                .map(glob -> Pattern.compile(Pattern.quote(glob).replace("*", "\\E.*\\Q"))).toList();
        String ours = "-" + System.getProperty("ralphdesk.version") + ".jar";
        try (Stream<Path> files = Files.walk(image.resolve("lib/app"))) {
            List<String> unnamed = files.map(p -> root.relativize(p).toString()).filter(p -> p.endsWith(".jar"))
                    .filter(p -> !p.endsWith(ours)).filter(p -> stanzas.stream().noneMatch(s -> s.matcher(p).matches()))
                    .toList();
            assertEquals(List.of(), unnamed, "libraries without a stanza in src/dist/deb/copyright");
        }
    }

    /**
     * JavaFX, and the application's jars too: a jar with a module descriptor (okhttp's names okio)
     * is analysed as a module whose requirements must resolve on the module path.
     */
    private static String modulePath(Path app) {
        return String.join(":", app.resolve("javafx").toString(), app.resolve("lib").toString(),
                app.resolve("ui").toString());
    }

    private static String command() {
        return image.resolve("bin/ralph-desk").toString();
    }

    /** A user of their own: home, cache, config and state folders in {@code user}. */
    private static Map<String, String> env(Path user) {
        Map<String, String> env = new HashMap<>();
        env.put("HOME", user.resolve("home").toString());
        env.put("XDG_CACHE_HOME", user.resolve("cache").toString());
        env.put("XDG_CONFIG_HOME", user.resolve("config").toString());
        env.put("XDG_STATE_HOME", user.resolve("state").toString());
        return env;
    }

    /** Every file and folder under {@code folder}, with its size. */
    private static Set<String> listing(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.map(p -> folder.relativize(p) + " " + p.toFile().length()).collect(Collectors.toSet());
        }
    }
}
