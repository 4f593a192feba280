package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandArchiveTest {
    private static final FileTime BUILT = FileTime.fromMillis(2_000_000);
    private static final FileTime BEFORE = FileTime.fromMillis(1_000_000);
    private static final FileTime AFTER = FileTime.fromMillis(3_000_000);

    @TempDir
    Path dir;

    @Test
    void anArchiveNotThereOrNotMappedIsMadeOncePerVersionOfTheJars() {
        assertTrue(CommandArchive.due(false, true, null, BUILT), "not made yet (the JDK's own archive mapped)");
        assertTrue(CommandArchive.due(true, false, BEFORE, BUILT), "made for older jars: the JVM mapped none");
        assertFalse(CommandArchive.due(true, true, BEFORE, BUILT), "mapped");
        assertFalse(CommandArchive.due(false, true, AFTER, BUILT), "tried since the jars changed (failed, under way)");
        assertFalse(CommandArchive.due(true, false, AFTER, BUILT), "tried since the jars changed");
    }

    @Test
    void theMakerRunsWithTheCommandsOptionsButTheArchiveDetachedFromTheTerminal() throws Exception {
        Path app = Files.createDirectories(dir.resolve("app"));
        Files.writeString(app.resolve(JvmOptions.FILE), String.join("\n", "-Xboth",
                "headless: --class-path=$APPDIR/lib/*", "headless: -XX:SharedArchiveFile=$CACHEDIR/cds/headless.jsa",
                "window: -Xwindow", ""));
        Path archive = dir.resolve("cache/cds/headless.jsa");

        List<String> command = CommandArchive.command(app, archive);

        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> expected = List.of(java, "-Xboth", "--class-path=" + app + "/lib/*",
                HeadlessArchive.class.getName(), app.toString(), archive.toString());
        boolean setsid = Files.isExecutable(Path.of("/usr/bin/setsid"));
        assertEquals(setsid ? concat("/usr/bin/setsid", expected) : expected, command);
    }

    @Test
    void aMakerFindingTheArchiveBeingMadeLeavesItAlone() throws Exception {
        Path archive = dir.resolve("cds/headless.jsa");
        Files.createDirectories(archive.getParent());
        try (FileChannel channel = FileChannel.open(archive.resolveSibling("headless.jsa.lock"),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE); FileLock held = channel.lock()) {
            assertTrue(HeadlessArchive.makeOnce(dir.resolve("no-app"), archive));
        }
        assertFalse(Files.exists(archive));
        assertFalse(Files.exists(archive.resolveSibling("headless.jsa.log")), "no try of its own");
    }

    @Test
    void aMakerThatFailsSaysSoInTheLogThatHoldsOffTheNextTry() throws Exception {
        Path app = Files.createDirectories(dir.resolve("app"));
        Files.writeString(app.resolve(JvmOptions.FILE), "headless: --class-path=" + dir.resolve("no-such-lib")
                + "/*\n");
        Path archive = dir.resolve("cache/cds/headless.jsa");

        assertFalse(HeadlessArchive.makeOnce(app, archive));

        Path log = archive.resolveSibling("headless.jsa.log");
        assertTrue(Files.readString(log).contains("warning: the headless class-data archive was not made"),
                Files.readString(log));
        assertFalse(Files.exists(archive));
        assertFalse(CommandArchive.due(false, true, Files.getLastModifiedTime(log), BUILT));
    }

    @Test
    void aMakerThatCannotBeStartedSaysSoInTheLogThatHoldsOffTheNextTry() throws Exception {
        Path archive = dir.resolve("cache/cds/headless.jsa");

        CommandArchive.note(archive, new java.io.IOException("Cannot run program \"java\""));

        Path log = archive.resolveSibling("headless.jsa.log");
        assertTrue(Files.readString(log).contains("could not be started (java.io.IOException: Cannot run program"),
                Files.readString(log));
        assertFalse(CommandArchive.due(false, true, Files.getLastModifiedTime(log), BUILT));
    }

    private static List<String> concat(String first, List<String> rest) {
        List<String> all = new java.util.ArrayList<>(List.of(first));
        all.addAll(rest);
        return all;
    }
}
