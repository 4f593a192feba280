package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runtime `mvn package` lays out, started with the options of its jvm.options as the launcher starts it. */
class AppLayoutIT {
    @TempDir
    Path dir;

    @Test
    void aCommandRunsWithoutJavaFxOnItsPathAndLoadsNoneWhenItIsThere() throws Exception {
        List<String> headless = AppLayout.options(false);
        assertTrue(headless.contains("--class-path=" + AppLayout.dir().resolve("lib") + "/*"), headless.toString());
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
    void theWindowsClassDataArchiveMapsWithTheLaunchersOptions() throws Exception {
        Path classList = dir.resolve("startup.classlist");
        try (InputStream in = ClassDataArchive.class.getResourceAsStream("startup.classlist")) {
            Files.write(classList, in.readAllBytes());
        }
        Path archive = dir.resolve("ralph-desk.jsa");
        new JvmArchiveDumper(Path.of(AppLayout.java()), AppLayout.jars("javafx"), AppLayout.classPath(true))
                .dump(classList, archive, dir.resolve("dump.log"));
        List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xshare:on"));
        for (String option : AppLayout.options(true)) {
            command.add(option.startsWith("-XX:SharedArchiveFile=") ? "-XX:SharedArchiveFile=" + archive : option);
        }
        assertTrue(command.contains("-XX:SharedArchiveFile=" + archive), "the window's options name an archive");
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), concat(command, "-version"));
        assertEquals(0, run.exitCode(), "-Xshare:on refuses an archive it cannot map:\n" + run);
        assertTrue(run.err().contains("sharing"), run.toString());
        // the application's own classes and its libraries' are in it too, for its class path
        LauncherRun classes = LauncherRun.of(dir, Map.of("HOME", dir.toString()),
                concat(command, "-XX:+PrintSharedArchiveAndExit", "-XX:+PrintSharedDictionary"));
        assertTrue(classes.out().contains("dev.ralphdesk.app.ui.UiBoot app_loader"), classes.toString());
        assertTrue(classes.out().contains("com.fasterxml.jackson.databind.ObjectMapper app_loader"), classes.toString());
    }

    private static List<String> concat(List<String> command, String... more) {
        List<String> all = new ArrayList<>(command);
        all.addAll(List.of(more));
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
        // picocli's classes are Java 5 class files, which Java 17 keeps only in a static archive
        for (String name : List.of("dev.ralphdesk.app.cli.Cli", "dev.ralphdesk.app.Composition",
                "dev.ralphdesk.core.harness.Harness", "com.fasterxml.jackson.databind.ObjectMapper",
                "picocli.CommandLine")) {
            assertTrue(classes.contains(name + " source: shared objects file"), name + " was not mapped from "
                    + "the archive:\n" + classes.lines().filter(l -> l.contains(name + " ")).toList());
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
