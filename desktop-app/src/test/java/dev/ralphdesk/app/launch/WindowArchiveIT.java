package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.ralphdesk.app.bench.StartupProbe;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window's class-data archive, made by {@code mvn package} from the bundled class list, holds every
 * class of the jars a window's start loads until it is usable: a class left out is read from its jar,
 * parsed and verified at every start (the list is made by a training start, whose classes depend on its
 * timing, and goes stale as the code changes: the thirteenth session's loggers and sandbox probe were read
 * from the jars on the services' thread).
 */
class WindowArchiveIT {
    @TempDir
    Path dir;

    /** A first offline run on a real X server, started as {@code ./ralph-desk} starts the window here. */
    @Test
    void anXvfbStartTakesEveryClassOfTheJarsFromTheArchiveUntilTheWindowIsUsable() throws Exception {
        Path xvfb = Path.of("/usr/bin/Xvfb");
        assumeTrue(Files.isExecutable(xvfb), "no Xvfb");
        // a display no other server holds, named by Xvfb once it takes connections (-displayfd: on its standard
        // output), rather than one guessed and waited for a fixed time: on a loaded machine Xvfb took longer
        Process server = new ProcessBuilder(xvfb.toString(), "-displayfd", "1", "-screen", "0", "1440x900x24",
                "-nolisten", "tcp").redirectError(dir.resolve("xvfb.log").toFile()).start();
        try {
            String number = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            assertTrue(number != null && number.matches("\\d+"), "Xvfb did not start:\n"
                    + Files.readString(dir.resolve("xvfb.log")));
            String display = ":" + number;
            // started as on a machine without a GPU, the start the class list is trained on: where the launch
            // script finds one it leaves OpenGL to JavaFX, whose OpenGL pipeline's classes (tried, then given up
            // for the software one under Xvfb) are in no list
            AppLayout.WindowStart start = AppLayout.windowStart(dir, Map.of("RALPH_DESK_GPU_DEVICES",
                    dir.resolve("no-gpu").toString()));
            Path loaded = dir.resolve("loaded.txt");
            Path home = Files.createDirectories(dir.resolve("home"));
            List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xshare:on",
                    "-Xlog:class+load:file=" + loaded));
            command.addAll(AppLayout.withClassPath(start.options(), testClasses()));
            command.addAll(List.of(StartupProbe.class.getName(), home.toString()));
            Map<String, String> env = new HashMap<>(start.env());
            env.put("DISPLAY", display);
            env.put("HOME", home.toString());
            LauncherRun run = LauncherRun.of(dir, env, command);
            assertEquals(0, run.exitCode(), "-Xshare:on refuses an archive it cannot map:\n" + run);
            assertTrue(run.out().contains("STARTUP main="), "the window did not become usable:\n" + run);
            List<String> fromJars = Files.readAllLines(loaded).stream().filter(l -> l.contains(" source: file:"))
                    .filter(l -> !l.contains("test-classes")).toList();
            assertEquals(List.of(), fromJars, "classes read from the jars instead of the archive");
        } finally {
            server.destroy();
            server.waitFor(5, TimeUnit.SECONDS);
        }
    }

    /** The probe's classes, added to the end of the window's class path. */
    private static List<String> testClasses() {
        return List.of(System.getProperty("java.class.path").split(File.pathSeparator)).stream()
                .filter(p -> p.endsWith("test-classes")).toList();
    }
}
