package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The archive as the app makes it, with this JDK and the JavaFX jars of the build (a real dump: seconds). */
class ClassDataArchiveJvmTest {
    @TempDir
    Path dir;

    @Test
    void aStartWithoutItsArchiveMakesOneTheJvmMapsAndAStartWithItLeavesItAlone() throws Exception {
        Path archive = dir.resolve("cds").resolve("ralph-desk.jsa");

        String first = start(archive);
        assertFalse(first.contains("sharing"), first);
        assertTrue(Files.isRegularFile(archive), "made by the first start:\n" + first);
        assertTrue(JvmArchiveDumper.forThisJvm().accepts(archive, dir.resolve("accepts.log")),
                Files.readString(dir.resolve("accepts.log")));

        FileTime made = Files.getLastModifiedTime(archive);
        String second = start(archive);
        assertTrue(second.contains("sharing"), second);
        assertEquals(made, Files.getLastModifiedTime(archive));

        Files.writeString(archive.resolveSibling("ralph-desk.jsa.classlist"), "java/lang/Object\n"); // an older list
        start(archive);
        assertTrue(Files.getLastModifiedTime(archive).compareTo(made) > 0, "made again from the bundled list");
    }

    @Test
    void aStartTheLauncherGaveTheJdksOwnArchiveMakesTheOneItLeftOut() throws Exception {
        Path archive = dir.resolve("cds").resolve("ralph-desk.jsa");

        // as desktop-app/src/main/app/launch starts the window before its archive is made
        String first = start("-D" + ClassDataArchive.LEFT_OUT + "=" + archive);
        assertTrue(first.contains("sharing"), "the JDK's own archive is mapped: " + first);
        assertTrue(Files.isRegularFile(archive), "made by the first start:\n" + first);

        FileTime made = Files.getLastModifiedTime(archive);
        String second = start(archive);
        assertTrue(second.contains("sharing"), second);
        assertEquals(made, Files.getLastModifiedTime(archive));
    }

    private static String start(Path archive) throws Exception {
        return start("-XX:SharedArchiveFile=" + archive);
    }

    private static String start(String archiveOption) throws Exception {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                archiveOption, "-cp", String.join(File.pathSeparator, classPath.split(File.pathSeparator)),
                ArchiveRefreshMain.class.getName());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), output);
        return output;
    }
}
