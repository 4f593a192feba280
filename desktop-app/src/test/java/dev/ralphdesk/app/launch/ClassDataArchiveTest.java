package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassDataArchiveTest {
    @TempDir
    Path dir;

    @Test
    void theVmInfoSaysWhetherAnArchiveIsMapped() {
        assertTrue(ClassDataArchive.sharing("mixed mode, sharing"));
        assertFalse(ClassDataArchive.sharing("mixed mode"));
    }

    @Test
    void theArchiveMeantIsTheOneNamedElseTheOneTheLauncherLeftOut() {
        assertEquals(Optional.of(Path.of("/c/a.jsa")), ClassDataArchive.meant("/c/a.jsa", "/c/b.jsa"));
        assertEquals(Optional.of(Path.of("/c/b.jsa")), ClassDataArchive.meant("", "/c/b.jsa"));
        assertEquals(Optional.empty(), ClassDataArchive.meant("", null));
        assertEquals(Optional.empty(), ClassDataArchive.meant("", " "));
    }

    @Test
    void theJdksOwnArchiveIsNeverOneToMake() {
        Path jdk = Path.of("/usr/lib/jvm/java-17");
        assertTrue(ClassDataArchive.insideTheJdk(Path.of("/usr/lib/jvm/java-17/lib/server/classes.jsa"), jdk));
        assertTrue(ClassDataArchive.insideTheJdk(Path.of("/usr/lib/jvm/java-17/bin/../lib/server/classes.jsa"), jdk));
        assertFalse(ClassDataArchive.insideTheJdk(Path.of("/home/ada/.cache/ralph-desk/cds/ralph-desk.jsa"), jdk));
        assertFalse(ClassDataArchive.insideTheJdk(Path.of("/usr/lib/jvm/java-17-other/classes.jsa"), jdk));
    }

    @Test
    void refreshDumpsTheBundledClassListIntoAPartialFileThenMovesItIntoPlace() throws IOException {
        Path archive = dir.resolve("cds/ralph-desk.jsa");
        List<Path> targets = new ArrayList<>();
        new ClassDataArchive(archive, (classList, target, log) -> {
            assertTrue(Files.readString(classList).contains("javafx/scene/Node"), "the bundled class list");
            assertFalse(Files.exists(archive), "the archive appears only once the dump is complete");
            targets.add(target);
            Files.writeString(target, "archive");
        }).refresh();

        assertEquals("archive", Files.readString(archive));
        assertFalse(Files.exists(targets.get(0)), "no partial file left");
        assertTrue(new ClassDataArchive(archive, failingDumper()).madeFromTheBundledList());
    }

    @Test
    void anArchiveMadeFromAnotherClassListIsOutdated() throws IOException {
        Path archive = dir.resolve("ralph-desk.jsa");
        ClassDataArchive made = new ClassDataArchive(archive, (classList, target, log) -> Files.writeString(target, "a"));
        assertFalse(made.madeFromTheBundledList(), "no archive yet");
        made.refresh();

        Files.writeString(dir.resolve("ralph-desk.jsa.classlist"), "java/lang/Object\n");

        assertFalse(made.madeFromTheBundledList());
    }

    @Test
    void aFailedDumpLeavesThePreviousArchiveAndNoPartialFile() throws IOException {
        Path archive = dir.resolve("ralph-desk.jsa");
        Files.writeString(archive, "old");
        ClassDataArchive failing = new ClassDataArchive(archive, failingDumper());

        assertThrows(IOException.class, failing::refresh);
        assertEquals("old", Files.readString(archive));
        assertEquals(List.of("ralph-desk.jsa"), names());
        assertFalse(failing.madeFromTheBundledList());
    }

    @Test
    void partialFilesOfProcessesNoLongerRunningAreRemovedButNotThoseOfRunningOnes() throws IOException {
        Path archive = dir.resolve("ralph-desk.jsa");
        long running = ProcessHandle.current().parent().orElseThrow().pid();
        Files.writeString(dir.resolve("ralph-desk.jsa.partial-" + Long.MAX_VALUE), "interrupted");
        Files.writeString(dir.resolve("ralph-desk.jsa.classlist.partial-" + Long.MAX_VALUE), "interrupted");
        Files.writeString(dir.resolve("ralph-desk.jsa.partial-" + running), "in progress");

        new ClassDataArchive(archive, (classList, target, log) -> Files.writeString(target, "archive")).refresh();

        assertEquals(List.of("ralph-desk.jsa", "ralph-desk.jsa.classlist", "ralph-desk.jsa.partial-" + running),
                names());
    }

    private static ArchiveDumper failingDumper() {
        return (classList, target, log) -> {
            Files.writeString(target, "half");
            throw new IOException("java -Xshare:dump failed");
        };
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
