package dev.ralphdesk.core.workspace;

import static dev.ralphdesk.core.workspace.ToolFixture.args;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.tool.ToolException;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WriteFileToolTest {
    @TempDir
    Path root;
    private Workspace workspace;
    private final WriteFileTool tool = new WriteFileTool();

    @BeforeEach
    void open() {
        workspace = Workspace.open(root);
    }

    private ToolResult write(String path, String content) {
        return tool.call(args("path", path, "content", content), ToolFixture.context(workspace));
    }

    @Test
    void createsMissingParentFoldersAndMarksAWrite() throws IOException {
        ToolResult result = write("src/main/App.java", "class App {}\n");

        assertEquals("class App {}\n", Files.readString(root.resolve("src/main/App.java")));
        assertEquals(ToolResult.wrote("""
                Created src/main/App.java (13 bytes, 1 line).
                --- /dev/null
                +++ b/src/main/App.java
                @@ -1,0 +1,1 @@
                +class App {}
                """), result);
    }

    @Test
    void theResultCarriesACompactDiffCutWithANote() throws IOException {
        Files.writeString(root.resolve("big.txt"), "a\n".repeat(200));

        String output = write("big.txt", "b\n".repeat(200)).output();

        assertTrue(output.startsWith("Replaced big.txt (400 bytes, 200 lines).\n--- a/big.txt\n+++ b/big.txt\n"
                + "@@ -1,200 +1,200 @@\n-a\n"), output);
        assertEquals(62, output.lines().count(), "the header, 60 diff lines and the note");
        assertTrue(output.endsWith("[… 343 more diff lines not shown]\n"), output);
    }

    @Test
    void replacesAnExistingFileWhole() throws IOException {
        Files.writeString(root.resolve("a.txt"), "old content that is longer\n");

        ToolResult result = write("a.txt", "new");

        assertEquals("new", Files.readString(root.resolve("a.txt")));
        assertTrue(result.output().startsWith("Replaced a.txt"), result.output());
        assertTrue(result.wroteWorkspace());
    }

    @Test
    void folderIsRefused() throws IOException {
        Files.createDirectory(root.resolve("src"));

        ToolException refusal = assertThrows(ToolException.class, () -> write("src", "x"));

        assertTrue(refusal.getMessage().contains("is a folder"), refusal.getMessage());
        assertTrue(Files.isDirectory(root.resolve("src")));
    }

    @Test
    void parentThatIsAFileIsAClearError() throws IOException {
        Files.writeString(root.resolve("plain"), "x");

        ToolException refusal = assertThrows(ToolException.class, () -> write("plain/child.txt", "x"));

        assertTrue(refusal.getMessage().startsWith("Cannot create the folder plain"), refusal.getMessage());
    }
}
