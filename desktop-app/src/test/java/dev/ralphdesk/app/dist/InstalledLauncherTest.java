package dev.ralphdesk.app.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.launch.LauncherRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The installed {@code ralph-desk} command (src/dist/bin/ralph-desk) on a made-up installation: an image
 * in opt/ralph-desk with the build's {@code launch} script, a stand-in bundled {@code java} (prints
 * itself and its arguments one per line, exits with {@code FAKE_EXIT}) and a link in usr/bin, as the
 * package installs it.
 */
class InstalledLauncherTest {
    @TempDir
    Path dir;
    private Path image;
    private Path command;

    @BeforeEach
    void anInstallation() throws Exception {
        image = dir.resolve("opt/ralph-desk");
        Path app = Files.createDirectories(image.resolve("lib/app"));
        Path source = Path.of(System.getProperty("user.dir"));
        Files.copy(source.resolve("src/main/app/launch"), app.resolve("launch"));
        Files.writeString(app.resolve("jvm.options"), String.join("\n", "-Xboth",
                "headless: --class-path=$APPDIR/lib/*", "window: -XX:SharedArchiveFile=$CACHEDIR/cds/a.jsa", ""));
        Files.createDirectories(image.resolve("bin"));
        Files.copy(source.resolve("src/dist/bin/ralph-desk"), image.resolve("bin/ralph-desk"));
        Path java = Files.createDirectories(image.resolve("lib/runtime/bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\nprintf '%s\\n' \"$0\"\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n"
                + "exit \"${FAKE_EXIT:-0}\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        command = Files.createDirectories(dir.resolve("usr/bin")).resolve("ralph-desk");
        Files.createSymbolicLink(command, image.resolve("bin/ralph-desk"));
    }

    private LauncherRun run(Map<String, String> env, String... words) throws Exception {
        List<String> line = new ArrayList<>(List.of(command.toString()));
        line.addAll(List.of(words));
        return LauncherRun.of(dir, env, line);
    }

    @Test
    void aCommandRunsTheBundledJavaOnTheInstalledApplicationWithItsWordsUntouched() throws Exception {
        LauncherRun run = run(Map.of("HOME", dir.resolve("home").toString(), "FAKE_EXIT", "4"), "ralph", "--check",
                "sh check.sh", "", "it's");
        assertEquals(List.of(image.resolve("lib/runtime/bin/java").toString(), "-Xboth",
                "--class-path=" + image.resolve("lib/app") + "/lib/*", "dev.ralphdesk.app.Launcher", "ralph",
                "--check", "sh check.sh", "", "it's"), run.out().lines().toList(), run.toString());
        assertEquals(4, run.exitCode(), "the program's exit code");
    }

    /**
     * Where the package puts the image (/opt/ralph-desk, here the made-up one) the command starts no
     * program before Java; elsewhere readlink finds the image the link leads to.
     */
    @Test
    void whereThePackagePutsTheImageNoProgramStartsBeforeJava() throws Exception {
        Path started = dir.resolve("started.log");
        Path bin = Files.createDirectories(dir.resolve("stand-ins"));
        Files.writeString(bin.resolve("readlink"), "#!/bin/sh\necho readlink >>" + started + "\nexec /usr/bin/readlink \"$@\"\n");
        Files.setPosixFilePermissions(bin.resolve("readlink"), PosixFilePermissions.fromString("rwxr-xr-x"));
        Map<String, String> env = Map.of("HOME", dir.resolve("home").toString(), "PATH", bin + ":/usr/bin:/bin");
        List<String> expected = List.of(image.resolve("lib/runtime/bin/java").toString(), "-Xboth",
                "--class-path=" + image.resolve("lib/app") + "/lib/*", "dev.ralphdesk.app.Launcher", "--version");

        LauncherRun elsewhere = run(env, "--version");
        assertEquals(expected, elsewhere.out().lines().toList(), elsewhere.toString());
        assertEquals(List.of("readlink"), Files.readAllLines(started));

        Path script = image.resolve("bin/ralph-desk");
        String packaged = Files.readString(script);
        assertTrue(packaged.contains("\nimage=/opt/ralph-desk\n"), "the package's place, named in the script");
        Files.writeString(script, packaged.replace("\nimage=/opt/ralph-desk\n", "\nimage=" + image + "\n"));
        Files.delete(started);
        LauncherRun installed = run(env, "--version");
        assertEquals(expected, installed.out().lines().toList(), installed.toString());
        assertFalse(Files.exists(started), "readlink started where the package put the image");
    }

    @Test
    void theWindowKeepsWhatItMakesInTheUsersCacheFolder() throws Exception {
        LauncherRun xdg = run(Map.of("HOME", dir.resolve("home").toString(), "XDG_CACHE_HOME",
                dir.resolve("cache").toString(), "RALPH_DESK_GPU_DEVICES", dir.toString()));
        // its first start: the archive is not made yet, so the launcher names it for the window to make
        assertEquals(List.of("-Xboth", "-Dralphdesk.archive=" + dir.resolve("cache/ralph-desk/cds/a.jsa"),
                "dev.ralphdesk.app.Launcher"), xdg.out().lines().skip(1).toList(), xdg.toString());

        String home = "-Dralphdesk.archive=" + dir.resolve("home/.cache/ralph-desk/cds/a.jsa");
        LauncherRun unset = run(Map.of("HOME", dir.resolve("home").toString(), "RALPH_DESK_GPU_DEVICES", dir.toString()));
        assertEquals(home, unset.out().lines().toList().get(2), unset.toString());
        LauncherRun relative = run(Map.of("HOME", dir.resolve("home").toString(), "XDG_CACHE_HOME", "cache",
                "RALPH_DESK_GPU_DEVICES", dir.toString()));
        assertEquals(home, relative.out().lines().toList().get(2), "a relative XDG_CACHE_HOME is ignored");
    }
}
