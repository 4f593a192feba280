package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HeadlessArchiveTest {
    @TempDir
    Path dir;

    @Test
    void theArchiveIsTheOneTheCommandsOptionsName() {
        assertEquals(Optional.of(Path.of("/app/cds/headless.jsa")), HeadlessArchive.archive(List.of(
                "--class-path=/app/lib/*", "-XX:SharedArchiveFile=/app/cds/headless.jsa", "-Xlog:cds*=off")));
        assertEquals(Optional.empty(), HeadlessArchive.archive(List.of("--class-path=/app/lib/*")));
    }

    /** A class listed now and then that was renamed or moved would be left out of the archive unseen. */
    @Test
    void everyClassAddedNowAndThenIsAClassOfTheApplication() throws Exception {
        for (String name : HeadlessArchive.NOW_AND_THEN) {
            assertEquals(name.replace('/', '.'), Class.forName(name.replace('/', '.')).getName());
        }
    }

    @Test
    void theTrainingsListGetsTheClassesLoadedNowAndThenThatItLacksOnce() throws Exception {
        Path classList = dir.resolve("headless.jsa.classlist");
        Files.write(classList, List.of("java/lang/Object", HeadlessArchive.NOW_AND_THEN.get(0)));

        HeadlessArchive.withNowAndThen(classList);

        List<String> listed = Files.readAllLines(classList);
        assertEquals("java/lang/Object", listed.get(0));
        for (String name : HeadlessArchive.NOW_AND_THEN) {
            assertEquals(1, listed.stream().filter(name::equals).count(), name);
        }
        Files.write(classList, List.of("java/lang/Object"));
        HeadlessArchive.withNowAndThen(classList);
        assertTrue(Files.readAllLines(classList).containsAll(HeadlessArchive.NOW_AND_THEN));
    }

    @Test
    void aTrainingRunThatFailsLeavesNoArchiveAndSaysWhereToLook() throws Exception {
        Path archive = dir.resolve("cds/headless.jsa");
        Files.createDirectories(archive.getParent());
        Files.writeString(archive, "an archive of an older build");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        // without the application on the class path the training cannot even start
        IOException failure = assertThrows(IOException.class, () -> HeadlessArchive.make(java, List.of(
                "--class-path=" + dir.resolve("no-such-lib") + "/*", "-XX:SharedArchiveFile=" + archive), archive));

        assertTrue(failure.getMessage().contains("see " + archive + ".log"), failure.getMessage());
        assertTrue(Files.readString(Path.of(archive + ".log")).contains(HeadlessTraining.class.getName()));
        assertFalse(Files.exists(archive), "no archive, not even the old one");
        assertFalse(Files.exists(Path.of(archive + ".partial")));
    }
}
