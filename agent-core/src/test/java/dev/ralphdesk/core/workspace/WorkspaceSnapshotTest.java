package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkspaceSnapshotTest {
    @TempDir
    Path root;

    @Test
    void reportsAddedChangedAndRemovedFilesButIgnoresBuildOutput() throws Exception {
        Files.writeString(root.resolve("keep.txt"), "a");
        Files.writeString(root.resolve("gone.txt"), "b");
        WorkspaceSnapshot before = WorkspaceSnapshot.take(root);
        Files.createDirectories(root.resolve("target/classes"));
        Files.writeString(root.resolve("target/classes/X.class"), "compiled");
        assertFalse(WorkspaceSnapshot.changed(before, WorkspaceSnapshot.take(root)), "build output is not progress");
        Files.writeString(root.resolve("keep.txt"), "a longer text");
        Files.delete(root.resolve("gone.txt"));
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("src/new.txt"), "c");
        WorkspaceSnapshot after = WorkspaceSnapshot.take(root);
        assertEquals(List.of("gone.txt", "keep.txt", "src/new.txt"), after.changedSince(before));
        assertTrue(WorkspaceSnapshot.changed(before, after));
    }

    @Test
    void aRewriteWithTheSameSizeAndItsModificationTimeSetBackIsStillAChange() throws Exception {
        Path notes = root.resolve("d.txt");
        Files.writeString(notes, "x\n");
        java.nio.file.attribute.FileTime modified = Files.getLastModifiedTime(notes);
        WorkspaceSnapshot before = WorkspaceSnapshot.take(root);
        awaitFileClockAfter((java.nio.file.attribute.FileTime) Files.getAttribute(notes, "unix:ctime"));
        Files.writeString(notes, "y\n");
        Files.setLastModifiedTime(notes, modified); // what `touch -d` would do to hide the write

        assertEquals(List.of("d.txt"), WorkspaceSnapshot.take(root).changedSince(before));
    }

    /** The file system's clock is coarse (a few ms): wait until it moved on, as it has between two commands. */
    private static void awaitFileClockAfter(java.nio.file.attribute.FileTime time) throws Exception {
        Path tick = Files.createTempFile("tick", ".txt");
        try {
            do {
                Files.writeString(tick, "t");
            } while (((java.nio.file.attribute.FileTime) Files.getAttribute(tick, "unix:ctime")).compareTo(time) <= 0);
        } finally {
            Files.delete(tick);
        }
    }

    @Test
    void gitInternalsAndToolCachesAreNotChanges() throws Exception {
        Files.createDirectories(root.resolve(".git/objects"));
        Files.createDirectories(root.resolve("src/.ruff_cache"));
        WorkspaceSnapshot before = WorkspaceSnapshot.take(root);
        Files.writeString(root.resolve(".git/objects/ab12"), "a commit");
        Files.writeString(root.resolve(".git/index"), "staged");
        Files.writeString(root.resolve("src/.ruff_cache/x"), "cache");

        assertEquals(List.of(), WorkspaceSnapshot.take(root).changedSince(before));
    }

    @Test
    void anUnreadableWorkspaceNeverCountsAsAChange() throws Exception {
        Files.writeString(root.resolve("file.txt"), "x");
        WorkspaceSnapshot missing = WorkspaceSnapshot.take(root.resolve("does-not-exist"));
        assertFalse(WorkspaceSnapshot.changed(missing, WorkspaceSnapshot.take(root)));
        assertFalse(WorkspaceSnapshot.changed(null, WorkspaceSnapshot.take(root)));
    }
}
