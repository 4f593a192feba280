package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The {@code ralph-desk} script itself and the build's {@code launch} script it runs, on a made-up tree
 * with a stand-in {@code mvn} (records that it ran, makes the build) and {@code java} (prints its
 * arguments one per line, exits with {@code FAKE_EXIT}): when it builds, which options it passes for
 * the window and for a command (the build's own folder as {@code $CACHEDIR}), what the window gets on a
 * machine without a GPU, and that the arguments and the exit code pass through untouched.
 */
class LauncherScriptTest {
    @TempDir
    Path dir;
    private Path root;
    private Path stamp;
    private Path mvnLog;

    @BeforeEach
    void aTreeWithABuildAndStandIns() throws Exception {
        root = Files.createDirectories(dir.resolve("repo"));
        Path script = root.resolve("ralph-desk");
        Files.copy(Path.of(System.getProperty("user.dir")).resolveSibling("ralph-desk"), script);
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        Files.createDirectories(root.resolve("agent-core/src/main/java"));
        Files.writeString(root.resolve("agent-core/src/main/java/A.java"), "class A {}");
        Path app = Files.createDirectories(root.resolve("desktop-app/target/app"));
        Files.writeString(app.resolve("jvm.options"), String.join("\n", "# a comment", "", "-Xboth",
                "headless: --class-path=$APPDIR/lib/*", "window: --module-path=$APPDIR/javafx",
                "window:   -XX:SharedArchiveFile=$CACHEDIR/cds/a b.jsa", ""));
        Files.copy(Path.of(System.getProperty("user.dir"), "src/main/app/launch"), app.resolve("launch"));
        stamp = app.resolve(".built");
        Files.writeString(stamp, "");
        mvnLog = dir.resolve("mvn.log");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        executable(bin.resolve("mvn"), "echo \"$PWD $*\" >>" + mvnLog + "\n[ -z \"$FAKE_MVN_EXIT\" ] || exit "
                + "\"$FAKE_MVN_EXIT\"\ntouch " + stamp + "\n");
        executable(Files.createDirectories(dir.resolve("jdk/bin")).resolve("java"),
                "[ -z \"$FAKE_SHOW_GDK_GL\" ] || printf 'GDK_GL=%s\\n' \"${GDK_GL-(unset)}\"\n"
                + "for a in \"$@\"; do printf '%s\\n' \"$a\"; done\nexit \"${FAKE_EXIT:-0}\"\n");
        FileTime old = FileTime.from(Instant.now().minusSeconds(3600));
        for (Path source : List.of(root.resolve("pom.xml"), root.resolve("agent-core/src/main/java/A.java"),
                root.resolve("agent-core/src/main/java"))) {
            Files.setLastModifiedTime(source, old);
        }
    }

    private LauncherRun launch(Map<String, String> env, String... words) throws Exception {
        List<String> command = new ArrayList<>(List.of(root.resolve("ralph-desk").toString()));
        command.addAll(List.of(words));
        Map<String, String> all = new java.util.HashMap<>(env);
        all.put("PATH", dir.resolve("bin") + ":/usr/bin:/bin");
        all.put("JAVA_HOME", dir.resolve("jdk").toString());
        return LauncherRun.of(dir, all, command);
    }

    @Test
    void aCommandGetsTheSharedAndHeadlessOptionsAndItsWordsUntouched() throws Exception {
        LauncherRun run = launch(Map.of("FAKE_EXIT", "5"), "ralph", "--check", "sh check.sh", "", "say \"hi\"",
                "it's", "*", "$HOME");
        String app = root.resolve("desktop-app/target/app").toString();
        assertEquals(List.of("-Xboth", "--class-path=" + app + "/lib/*", "dev.ralphdesk.app.Launcher", "ralph",
                "--check", "sh check.sh", "", "say \"hi\"", "it's", "*", "$HOME"), run.out().lines().toList());
        assertEquals(5, run.exitCode(), "the program's exit code");
        assertEquals("", run.err(), "a fresh build is not rebuilt");
        assertFalse(Files.exists(mvnLog));
    }

    @Test
    void noArgumentsOpenTheWindowWithItsOptions() throws Exception {
        Path archive = Files.createDirectories(root.resolve("desktop-app/target/app/cds")).resolve("a b.jsa");
        Files.writeString(archive, "made");
        LauncherRun run = launch(Map.of("RALPH_DESK_GPU_DEVICES", dir.toString()));
        String app = root.resolve("desktop-app/target/app").toString();
        assertEquals(List.of("-Xboth", "--module-path=" + app + "/javafx", "-Dralphdesk.archive=" + app
                + "/cds/a b.jsa", "-XX:SharedArchiveFile=" + app + "/cds/a b.jsa", "dev.ralphdesk.app.Launcher"),
                run.out().lines().toList());
        assertEquals(0, run.exitCode());
    }

    /**
     * An archive not made yet is left out of the JVM's options, so that it maps the JDK's own archive
     * (named, a missing file leaves the JVM with none at all); the property still names it, to be made.
     */
    @Test
    void anArchiveNotMadeYetIsLeftOutAndNamedForTheWindowToMake() throws Exception {
        LauncherRun run = launch(Map.of("RALPH_DESK_GPU_DEVICES", dir.toString()));
        String app = root.resolve("desktop-app/target/app").toString();
        assertEquals(List.of("-Xboth", "--module-path=" + app + "/javafx", "-Dralphdesk.archive=" + app
                + "/cds/a b.jsa", "dev.ralphdesk.app.Launcher"), run.out().lines().toList());
        assertEquals(ClassDataArchive.LEFT_OUT, "ralphdesk.archive");
        assertEquals(0, run.exitCode());
    }

    /**
     * A command that makes no JSON mapper — a new chat, the session list, the version or the help alone — maps
     * the lean archive beside the one jvm.options names; every other command, and a chat that resumes a
     * session, may run goal rounds or plays the scripted model's scenario, the full one. The property names
     * the full one either way (the one made anew when the JVM could not map its own).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "chat --workspace ws hi                                  | lean",
        "--data-dir d chat --provider openai --workspace=ws a b  | lean",
        "chat --workspace ws --approve auto -- --not-an-option   | lean",
        "sessions list                                           | lean",
        "sessions --data-dir d list                              | lean",
        "--version                                               | lean",
        "--help                                                  | lean",
        "chat --session abcd hi                                  | full",
        "chat --session=abcd hi                                  | full",
        "chat --workspace ws --goal hi                           | full",
        "chat --workspace ws /goal tidy the notes                | full",
        "sessions show abcd                                      | full",
        "sessions export abcd                                    | full",
        "goal status --session abcd                              | full",
        "ralph --workspace ws chat                               | full",
        "--data-dir chat sessions show abcd                      | full",
        "chat --workspace ws --provider scripted hi              | full",
        "chat --provider=scripted --workspace ws hi              | full",
        "chat --workspace ws --scenario s.json hi                | full",
        "chat --workspace ws --provider anthropic scripted       | lean"})
    void aCommandThatMakesNoJsonMapperMapsTheLeanArchive(String words, String archive) throws Exception {
        Path app = root.resolve("desktop-app/target/app");
        Files.writeString(app.resolve("jvm.options"), String.join("\n", "-Xboth",
                "headless: -XX:SharedArchiveFile=$CACHEDIR/cds/headless.jsa", ""));
        Path cds = Files.createDirectories(app.resolve("cds"));
        Files.writeString(cds.resolve("headless.jsa"), "made");
        Path lean = HeadlessArchive.lean(cds.resolve("headless.jsa")); // the name the build gives it
        Files.writeString(lean, "made");

        List<String> out = launch(Map.of(), words.strip().split(" +")).out().lines().toList();

        assertEquals(List.of("-Xboth", "-Dralphdesk.archive=" + cds.resolve("headless.jsa"), "-XX:SharedArchiveFile="
                + (archive.equals("lean") ? lean : cds.resolve("headless.jsa")), AppLayout.MAIN),
                out.subList(0, out.indexOf(AppLayout.MAIN) + 1), words);
    }

    /**
     * A new chat that may talk to MCP servers — named in settings.json, or in the workspace's own
     * {@code .ralph-desk/mcp.json} — maps the full archive: the MCP library reads and writes through the mapper.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "no servers                              | -                                  | -     | lean",
        "settings without servers                | {\"provider\": \"openai\"}           | -     | lean",
        "servers in settings.json                | {\"mcpServers\": {\"fs\": {}}}         | -     | full",
        "servers in the workspace's mcp.json     | -                                  | yes   | full"})
    void aNewChatWithMcpServersMapsTheFullArchive(String servers, String settings, String workspaceFile,
            String archive) throws Exception {
        Path app = root.resolve("desktop-app/target/app");
        Files.writeString(app.resolve("jvm.options"), "headless: -XX:SharedArchiveFile=$CACHEDIR/cds/headless.jsa\n");
        Path cds = Files.createDirectories(app.resolve("cds"));
        Files.writeString(cds.resolve("headless.jsa"), "made");
        Path lean = Files.writeString(HeadlessArchive.lean(cds.resolve("headless.jsa")), "made");
        Path config = Files.createDirectories(dir.resolve("config/ralph-desk"));
        if (settings != null) {
            Files.writeString(config.resolve("settings.json"), settings);
        }
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        if (workspaceFile != null) {
            Files.writeString(Files.createDirectories(workspace.resolve(".ralph-desk")).resolve("mcp.json"), "{}");
        }

        List<String> out = launch(Map.of("XDG_CONFIG_HOME", dir.resolve("config").toString()), "chat", "--workspace",
                workspace.toString(), "hi").out().lines().toList();

        assertEquals("-XX:SharedArchiveFile=" + (archive.equals("lean") ? lean : cds.resolve("headless.jsa")),
                out.get(1), servers);
    }

    /**
     * A lean archive not made yet is left out as any other archive is — the JVM maps the JDK's own — even where
     * the full one is there; the property names the full one, which the command has made anew with it.
     */
    @Test
    void aLeanArchiveNotMadeYetIsLeftOut() throws Exception {
        Path app = root.resolve("desktop-app/target/app");
        Files.writeString(app.resolve("jvm.options"), String.join("\n", "-Xboth",
                "headless: -XX:SharedArchiveFile=$CACHEDIR/cds/headless.jsa", ""));
        Path cds = Files.createDirectories(app.resolve("cds"));
        Files.writeString(cds.resolve("headless.jsa"), "made");

        assertEquals(List.of("-Xboth", "-Dralphdesk.archive=" + cds.resolve("headless.jsa"), AppLayout.MAIN, "sessions",
                "list"), launch(Map.of(), "sessions", "list").out().lines().toList());
        assertEquals(List.of("-Xboth", "-Dralphdesk.archive=" + cds.resolve("headless.jsa"), "-XX:SharedArchiveFile="
                + cds.resolve("headless.jsa"), AppLayout.MAIN, "sessions", "show", "abcd"),
                launch(Map.of(), "sessions", "show", "abcd").out().lines().toList());
    }

    /**
     * Without a DRM device or an NVIDIA one (no GPU: Xvfb, Xvnc, a container) the window starts with GTK's
     * OpenGL set-up off and JavaFX's software pipeline first; with either, or with GDK_GL set by the user,
     * or for a command, nothing is added.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "window, no GPU                     | -         | -      | true  | disable | -Dprism.order=sw",
        "window, a DRM device               | dri       | -      | true  | (unset) | -",
        "window, an NVIDIA device alone     | nvidiactl | -      | true  | (unset) | -",
        "window, no GPU, GDK_GL of the user | -         | ''     | true  | ''      | -",
        "window, no GPU, GDK_GL=always      | -         | always | true  | always  | -",
        "a command, no GPU                  | -         | -      | false | (unset) | -"})
    void theWindowOnAMachineWithoutAGpuDrawsInSoftwareFromTheStart(String machine, String device, String userGdkGl,
            boolean window, String gdkGl, String added) throws Exception {
        Path devices = Files.createDirectories(dir.resolve("dev"));
        if (device != null) {
            Files.createDirectories(devices.resolve(device));
        }
        Map<String, String> env = new java.util.HashMap<>(Map.of("RALPH_DESK_GPU_DEVICES",
                devices.resolve("dri") + " " + devices.resolve("nvidiactl"), "FAKE_SHOW_GDK_GL", "yes"));
        if (userGdkGl != null) {
            env.put("GDK_GL", userGdkGl);
        }
        List<String> out = (window ? launch(env) : launch(env, "--version")).out().lines().toList();
        assertEquals("GDK_GL=" + gdkGl, out.get(0), machine);
        List<String> options = out.subList(1, out.indexOf("dev.ralphdesk.app.Launcher"));
        assertEquals(added == null ? List.of() : List.of(added), options.stream().filter(o -> !o.equals("-Xboth")
                && !o.startsWith("--") && !o.startsWith("-XX:SharedArchiveFile")
                && !o.startsWith("-Dralphdesk.archive=")).toList(), machine);
    }

    /**
     * On a fresh build nothing but Java starts (a fork and an exec cost milliseconds each, more on a
     * virtual machine): both scripts name bash by its path, not through {@code env}, which would take the
     * first bash on the PATH; only a launcher reached through a link asks readlink where it is.
     */
    @Test
    void aFreshBuildStartsNoProgramBeforeJava() throws Exception {
        Path started = dir.resolve("started.log");
        for (String program : List.of("bash", "readlink", "dirname", "find", "pwd", "stat", "basename", "realpath")) {
            Path real = Path.of("/usr/bin", program);
            executable(dir.resolve("bin").resolve(program), "echo " + program + " >>" + started + "\nexec " + real
                    + " \"$@\"\n");
        }
        LauncherRun run = launch(Map.of(), "--version");
        assertTrue(run.out().endsWith("dev.ralphdesk.app.Launcher\n--version\n"), run.toString());
        assertFalse(Files.exists(started), () -> "programs started before Java: " + read(started));
        Path layout = root.resolve("desktop-app/target/app");
        LauncherRun direct = LauncherRun.of(dir, Map.of("PATH", dir.resolve("bin") + ":/usr/bin:/bin"), List.of(
                layout.resolve("launch").toString(), dir.resolve("jdk/bin/java").toString(), layout.toString(),
                "--version"));
        assertTrue(direct.out().endsWith("dev.ralphdesk.app.Launcher\n--version\n"), direct.toString());
        assertFalse(Files.exists(started), () -> "programs started before Java by launch: " + read(started));

        Path link = Files.createSymbolicLink(dir.resolve("bin/ralph-desk"), root.resolve("ralph-desk"));
        Map<String, String> env = new java.util.HashMap<>(Map.of("PATH", dir.resolve("bin") + ":/usr/bin:/bin",
                "JAVA_HOME", dir.resolve("jdk").toString()));
        LauncherRun linked = LauncherRun.of(dir, env, List.of(link.toString(), "--version"));
        String app = root.resolve("desktop-app/target/app").toString();
        assertEquals(List.of("-Xboth", "--class-path=" + app + "/lib/*", "dev.ralphdesk.app.Launcher", "--version"),
                linked.out().lines().toList(), linked + " through " + link);
        assertEquals(List.of("readlink"), Files.readAllLines(started));
    }

    /**
     * Reached through a linked folder, the launcher still gives the JVM the physical folder: the build's
     * own path (Maven's), which the class-data archives' class path was made of.
     */
    @Test
    void throughALinkedFolderTheClassPathIsThePhysicalOne() throws Exception {
        Path via = Files.createSymbolicLink(dir.resolve("via"), dir);
        Map<String, String> env = new java.util.HashMap<>(Map.of("PATH", dir.resolve("bin") + ":/usr/bin:/bin",
                "JAVA_HOME", dir.resolve("jdk").toString()));
        String app = root.toRealPath().resolve("desktop-app/target/app").toString();
        for (Path script : List.of(via.resolve("repo/ralph-desk"), via.resolve("repo/./desktop-app/../ralph-desk"))) {
            LauncherRun run = LauncherRun.of(dir, env, List.of(script.toString(), "--version"));
            assertEquals(List.of("-Xboth", "--class-path=" + app + "/lib/*", "dev.ralphdesk.app.Launcher", "--version"),
                    run.out().lines().toList(), script + ": " + run);
        }
        LauncherRun direct = LauncherRun.of(dir, env, List.of(via.resolve("repo/desktop-app/target/app/launch")
                .toString(), dir.resolve("jdk/bin/java").toString(), dir.toString(), "--version"));
        assertEquals(List.of("-Xboth", "--class-path=" + app + "/lib/*", "dev.ralphdesk.app.Launcher", "--version"),
                direct.out().lines().toList(), direct.toString());
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }

    @Test
    void aSourceNewerThanTheBuildBuildsOnceQuietlyThenRuns() throws Exception {
        // file times come from a coarse clock: a source written right after the stamp could share its time
        Files.setLastModifiedTime(stamp, FileTime.from(Instant.now().minusSeconds(10)));
        Files.writeString(root.resolve("agent-core/src/main/java/A.java"), "class A { int changed; }");
        LauncherRun run = launch(Map.of(), "--version");
        assertEquals("ralph-desk: building the application (mvn -q -DskipTests package) ...\n", run.err());
        assertEquals(List.of(root + " -q -DskipTests package"), Files.readAllLines(mvnLog));
        assertTrue(run.out().endsWith("dev.ralphdesk.app.Launcher\n--version\n"), run.out());

        launch(Map.of(), "--version");
        assertEquals(1, Files.readAllLines(mvnLog).size(), "built once: now it is fresh");
    }

    /**
     * Each kind of change to a pom or under a module's src/main after the build makes it stale, however
     * deep or hidden, and a change elsewhere does not: the tree an hour old, the build ten seconds.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a deep file edited in place        | true",
        "a hidden file added                | true",
        "a file in a hidden folder edited   | true",
        "a file removed                     | true",
        "a file renamed                     | true",
        "a folder added                     | true",
        "an odd name edited                 | true",
        "a module's pom edited              | true",
        "the root pom edited                | true",
        "a new module's src/main            | true",
        "a test source edited               | false",
        "nothing                            | false"})
    void eachChangeToASourceMakesTheBuildStale(String change, boolean stale) throws Exception {
        Path main = root.resolve("agent-core/src/main");
        Path deep = Files.createDirectories(main.resolve("java/dev/ralphdesk/core/a/b"));
        Files.writeString(deep.resolve("B.java"), "class B {}");
        Files.writeString(Files.createDirectories(main.resolve("resources/.hidden")).resolve("conf"), "x");
        Files.writeString(main.resolve("resources/a b*?.txt"), "x");
        Files.writeString(root.resolve("agent-core/pom.xml"), "<project/>");
        Files.writeString(Files.createDirectories(root.resolve("agent-core/src/test/java")).resolve("T.java"), "");
        FileTime old = FileTime.from(Instant.now().minusSeconds(3600));
        try (var paths = Files.walk(root)) {
            for (Path path : paths.filter(p -> !p.startsWith(root.resolve("desktop-app/target"))).toList()) {
                Files.setLastModifiedTime(path, old);
            }
        }
        Files.setLastModifiedTime(stamp, FileTime.from(Instant.now().minusSeconds(10)));
        switch (change.strip()) {
            case "a deep file edited in place" -> Files.writeString(deep.resolve("B.java"), "class B { int changed; }");
            case "a hidden file added" -> Files.writeString(deep.resolve(".B.java.swp"), "x");
            case "a file in a hidden folder edited" -> Files.writeString(main.resolve("resources/.hidden/conf"), "y");
            case "a file removed" -> Files.delete(deep.resolve("B.java"));
            case "a file renamed" -> Files.move(deep.resolve("B.java"), deep.resolve("C.java"));
            case "a folder added" -> Files.createDirectories(deep.resolve("c"));
            case "an odd name edited" -> Files.writeString(main.resolve("resources/a b*?.txt"), "y");
            case "a module's pom edited" -> Files.writeString(root.resolve("agent-core/pom.xml"), "<project></project>");
            case "the root pom edited" -> Files.writeString(root.resolve("pom.xml"), "<project></project>");
            case "a new module's src/main" -> Files.createDirectories(root.resolve("goal/src/main"));
            case "a test source edited" -> Files.writeString(root.resolve("agent-core/src/test/java/T.java"), "y");
            case "nothing" -> { }
            default -> throw new IllegalArgumentException(change);
        }
        LauncherRun run = launch(Map.of(), "--version");
        assertEquals(stale ? 1 : 0, Files.exists(mvnLog) ? Files.readAllLines(mvnLog).size() : 0, change + ": " + run);
        assertTrue(run.out().endsWith("dev.ralphdesk.app.Launcher\n--version\n"), run.toString());
    }

    @Test
    void aMissingBuildIsMadeAndAFailedBuildStopsWithItsExitCode() throws Exception {
        Files.delete(stamp);
        LauncherRun run = launch(Map.of("FAKE_MVN_EXIT", "7"), "sessions", "list");
        assertEquals(7, run.exitCode(), run.toString());
        assertTrue(run.err().contains("the build failed (exit code 7)"), run.err());
        assertEquals("", run.out(), "nothing runs after a failed build");
    }

    private static void executable(Path file, String body) throws Exception {
        Files.writeString(file, "#!/bin/sh\n" + body);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
