package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The laid-out application started by its {@code launch} script with a cache folder of its own and
 * nothing in it, as an installed Ralph Desk's first command is: the command maps the JDK's own
 * archive, then a process of its own makes the commands' archives there, the full one and the lean one,
 * which the next commands map.
 */
class CommandArchiveIT {
    @TempDir
    Path dir;

    @Test
    void aCommandWithoutItsArchiveLeavesItMadeForTheNext() throws Exception {
        Path cache = dir.resolve("cache");
        Path archive = cache.resolve("cds/headless.jsa");
        Path made = archive.resolveSibling("headless.jsa.classlist"); // written before the dump, kept after it

        LauncherRun first = command(cache, Map.of(), "sessions", "list");
        assertEquals(0, first.exitCode(), first.toString());
        assertEquals("", first.err(), "the maker says nothing on the command's output: " + first);

        Path lean = HeadlessArchive.lean(archive);
        assertTrue(AwaitFiles.all(Duration.ofMinutes(5), archive, made, lean), "no archives " + archive + " and "
                + lean + " within 5 minutes; the log:\n" + log(archive));
        // -Xshare:on: the JVM refuses to start unless it maps the archive the launcher named: the lean one for
        // the session list, the full one for a group's help
        for (List<String> words : List.of(List.of("sessions", "list"), List.of("goal", "--help"))) {
            LauncherRun next = command(cache, Map.of("_JAVA_OPTIONS", "-Xshare:on"), words.toArray(String[]::new));
            assertEquals(0, next.exitCode(), words + " does not map the archive made for it:\n" + next + "\n"
                    + log(archive));
        }
        assertFalse(Files.exists(archive.resolveSibling("headless.jsa.partial")), "a partial file left behind");
        assertFalse(Files.exists(lean.resolveSibling(lean.getFileName() + ".partial")), "a partial file left behind");
    }

    private LauncherRun command(Path cache, Map<String, String> extra, String... words) throws Exception {
        Map<String, String> env = new HashMap<>(Map.of("HOME", dir.toString(), "RALPH_DESK_HOME",
                dir.resolve("data").toString(), "XDG_CONFIG_HOME", dir.resolve("config").toString()));
        env.putAll(extra);
        List<String> command = new java.util.ArrayList<>(List.of(AppLayout.dir().resolve("launch").toString(),
                AppLayout.java(), cache.toString()));
        command.addAll(List.of(words));
        return LauncherRun.of(dir, env, command);
    }

    private static String log(Path archive) throws Exception {
        Path log = archive.resolveSibling("headless.jsa.log");
        return Files.exists(log) ? Files.readString(log) : "(none)";
    }
}
