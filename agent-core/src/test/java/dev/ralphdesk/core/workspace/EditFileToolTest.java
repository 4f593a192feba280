package dev.ralphdesk.core.workspace;

import static dev.ralphdesk.core.workspace.ToolFixture.args;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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

class EditFileToolTest {
    private static final String TEXT = "one\ntwo\nthree two\n";

    @TempDir
    Path root;
    private Workspace workspace;
    private Path file;
    private final EditFileTool tool = new EditFileTool();

    @BeforeEach
    void open() throws IOException {
        workspace = Workspace.open(root);
        file = Files.writeString(root.resolve("a.txt"), TEXT);
    }

    private ToolResult edit(String oldText, String newText) {
        return tool.call(args("path", "a.txt", "old_text", oldText, "new_text", newText),
                ToolFixture.context(workspace));
    }

    @Test
    void replacesTheSingleOccurrenceAndMarksAWrite() throws IOException {
        ToolResult result = edit("three", "THREE");

        assertEquals("one\ntwo\nTHREE two\n", Files.readString(file));
        assertEquals(ToolResult.wrote("""
                Edited a.txt at line 3.
                --- a/a.txt
                +++ b/a.txt
                @@ -1,3 +1,3 @@
                 one
                 two
                -three two
                +THREE two
                """), result);
    }

    @Test
    void absentTextFailsAndWritesNothing() throws IOException {
        ToolException refusal = assertThrows(ToolException.class, () -> edit("four", "4"));

        assertTrue(refusal.getMessage().startsWith("old_text was not found in a.txt; nothing was written."),
                refusal.getMessage());
        assertEquals(TEXT, Files.readString(file));
    }

    @Test
    void ambiguousTextFailsSayingHowManyTimesAndWritesNothing() throws IOException {
        ToolException refusal = assertThrows(ToolException.class, () -> edit("two", "2"));

        assertTrue(refusal.getMessage().startsWith("old_text appears 2 times in a.txt; nothing was written."),
                refusal.getMessage());
        assertEquals(TEXT, Files.readString(file));
    }

    @Test
    void overlappingOccurrencesCountAsAmbiguous() throws IOException {
        Files.writeString(file, "aaa");

        ToolException refusal = assertThrows(ToolException.class, () -> edit("aa", "b"));

        assertTrue(refusal.getMessage().contains("appears 2 times"), refusal.getMessage());
        assertEquals("aaa", Files.readString(file));
    }

    @Test
    void invalidUtf8IsRefusedRatherThanCorrupted() throws IOException {
        byte[] latin1 = {'c', 'a', 'f', (byte) 0xE9, '\n'};
        Files.write(file, latin1);

        ToolException refusal = assertThrows(ToolException.class, () -> edit("caf", "tea"));

        assertTrue(refusal.getMessage().contains("not valid UTF-8"), refusal.getMessage());
        assertArrayEquals(latin1, Files.readAllBytes(file));
    }

    @Test
    void missingFileIsAClearError() {
        ToolException refusal = assertThrows(ToolException.class, () -> tool.call(
                args("path", "gone.txt", "old_text", "a", "new_text", "b"), ToolFixture.context(workspace)));

        assertTrue(refusal.getMessage().startsWith("No such file: 'gone.txt'"), refusal.getMessage());
    }
}
