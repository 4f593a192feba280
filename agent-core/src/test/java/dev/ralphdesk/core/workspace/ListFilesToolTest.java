package dev.ralphdesk.core.workspace;

import static dev.ralphdesk.core.workspace.ToolFixture.args;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.tool.ToolException;
import dev.ralphdesk.core.tool.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ListFilesToolTest {
    @TempDir
    Path root;
    private Workspace workspace;
    private final ListFilesTool tool = new ListFilesTool();

    @BeforeEach
    void layOut() throws IOException {
        Files.createDirectories(root.resolve("src/main"));
        Files.writeString(root.resolve("src/main/B.java"), "b");
        Files.writeString(root.resolve("src/A.java"), "a");
        Files.writeString(root.resolve("README.md"), "r");
        Files.writeString(root.resolve("build.sh"), "s");
        Files.createDirectories(root.resolve(".git/objects"));
        Files.writeString(root.resolve(".git/HEAD"), "ref");
        workspace = Workspace.open(root);
    }

    private String list(Object... arguments) {
        return tool.call(args(arguments), ToolFixture.context(workspace)).output();
    }

    @Test
    void listsTheRootSortedWithFoldersMarkedAndWithoutGit() {
        assertEquals("README.md\nbuild.sh\nsrc/\n", list());
    }

    @Test
    void recursiveListingShowsEachFolderFollowedByItsContents() {
        assertEquals("README.md\nbuild.sh\nsrc/\nsrc/A.java\nsrc/main/\nsrc/main/B.java\n", list("recursive", true));
    }

    @Test
    void listsASubfolderWithPathsRelativeToTheRoot() {
        assertEquals("src/A.java\nsrc/main/\n", list("path", "src"));
    }

    @Test
    void capsTheNumberOfEntriesAndSaysSo() throws IOException {
        Path many = Files.createDirectory(root.resolve("many"));
        for (int i = 0; i < ListFilesTool.MAX_ENTRIES + 5; i++) {
            Files.writeString(many.resolve(String.format("f%04d", i)), "");
        }

        String output = list("path", "many");

        assertEquals(ListFilesTool.MAX_ENTRIES + 1, output.lines().count());
        assertTrue(output.startsWith("many/f0000\n"), output.substring(0, 40));
        assertTrue(output.endsWith("[… listing stopped at 1,000 entries; list a subfolder to see more]\n"));
    }

    @Test
    void emptyFolderSaysSo() throws IOException {
        Files.createDirectory(root.resolve("empty"));

        assertEquals("(empty is empty)\n", list("path", "empty"));
    }

    @Test
    void fileOrMissingFolderIsAClearError() {
        ToolException file = assertThrows(ToolException.class, () -> list("path", "README.md"));
        ToolException missing = assertThrows(ToolException.class, () -> list("path", "nowhere"));

        assertTrue(file.getMessage().contains("is a file, not a folder"), file.getMessage());
        assertEquals("No such folder: 'nowhere'.", missing.getMessage());
    }
}
