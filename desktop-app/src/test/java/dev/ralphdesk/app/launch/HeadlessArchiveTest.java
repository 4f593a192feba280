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

    @Test
    void theLeanArchiveLiesBesideTheOneTheOptionsName() {
        assertEquals(Path.of("/app/cds/headless-lean.jsa"), HeadlessArchive.lean(Path.of("/app/cds/headless.jsa")));
    }

    /**
     * The lean archive is made of what the training loaded before its mark — the commands that make no JSON
     * mapper — of every method-handle form it listed, and of the classes a command loads now and then.
     */
    @Test
    void theLeanArchivesListIsTheTrainingsUpToItsMarkWithEveryForm() throws Exception {
        String early = "@lambda-form-invoker [LF_RESOLVE] java.lang.invoke.DirectMethodHandle$Holder invokeStatic L_L";
        String late = "@lambda-form-invoker [LF_RESOLVE] java.lang.invoke.DirectMethodHandle$Holder invokeStatic LJJ_J";
        List<String> listed = List.of("# a comment", "java/lang/Object", early, "dev/ralphdesk/app/cli/Cli",
                HeadlessArchive.LEAN_END, "com/fasterxml/jackson/databind/ObjectMapper", late, early,
                "@lambda-proxy com/fasterxml/jackson/databind/ObjectMapper a lambda",
                HeadlessArchive.NOW_AND_THEN.get(0));

        List<String> expected = new java.util.ArrayList<>(List.of("# a comment", "java/lang/Object", early,
                "dev/ralphdesk/app/cli/Cli", late));
        expected.addAll(HeadlessArchive.NOW_AND_THEN);
        assertEquals(expected, HeadlessArchive.leanPart(listed));
    }

    /** A training that lost its mark makes no lean archive of all it loaded, nor of nothing. */
    @Test
    void aTrainingsListWithoutTheMarkMakesNoLeanArchive() {
        IOException failure = assertThrows(IOException.class, () -> HeadlessArchive.leanPart(List.of(
                "java/lang/Object", "com/fasterxml/jackson/databind/ObjectMapper")));
        assertTrue(failure.getMessage().contains(HeadlessArchive.LEAN_END), failure.getMessage());
    }

    /** The mark is the name of the training's own class that marks the end, as the class list spells it. */
    @Test
    void theMarkNamesTheTrainingsClass() {
        assertEquals(HeadlessTraining.LeanEnd.class.getName().replace('.', '/'), HeadlessArchive.LEAN_END);
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
