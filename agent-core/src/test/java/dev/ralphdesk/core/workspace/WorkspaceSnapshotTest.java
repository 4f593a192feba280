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
    void anUnreadableWorkspaceNeverCountsAsAChange() throws Exception {
        Files.writeString(root.resolve("file.txt"), "x");
        WorkspaceSnapshot missing = WorkspaceSnapshot.take(root.resolve("does-not-exist"));
        assertFalse(WorkspaceSnapshot.changed(missing, WorkspaceSnapshot.take(root)));
        assertFalse(WorkspaceSnapshot.changed(null, WorkspaceSnapshot.take(root)));
    }
}
