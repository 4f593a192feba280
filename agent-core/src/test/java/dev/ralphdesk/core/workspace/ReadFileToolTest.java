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

class ReadFileToolTest {
    @TempDir
    Path root;
    private Workspace workspace;
    private final ReadFileTool tool = new ReadFileTool();

    @BeforeEach
    void open() {
        workspace = Workspace.open(root);
    }

    private ToolResult read(Object... arguments) {
        return tool.call(args(arguments), ToolFixture.context(workspace));
    }

    @Test
    void readsNumberedLines() throws IOException {
        Files.writeString(root.resolve("a.txt"), "alpha\nbeta\n");

        ToolResult result = read("path", "a.txt");

        assertEquals("     1\talpha\n     2\tbeta\n", result.output());
        assertTrue(!result.error() && !result.wroteWorkspace());
    }

    @Test
    void offsetAndLimitSelectAWindowAndSayHowToContinue() throws IOException {
        Files.writeString(root.resolve("a.txt"), "1\n2\n3\n4\n5\n");

        ToolResult result = read("path", "a.txt", "offset", 2, "limit", 2);

        assertEquals("     2\t2\n     3\t3\n[… a.txt has more lines; call read_file with offset=4 to continue]\n",
                result.output());
    }

    @Test
    void offsetPastTheEndSaysHowLongTheFileIs() throws IOException {
        Files.writeString(root.resolve("a.txt"), "1\n2\n");

        assertEquals("(a.txt has 2 lines; offset 9 is past the end)", read("path", "a.txt", "offset", 9).output());
    }

    @Test
    void longLinesAreCutAndSaySo() throws IOException {
        Files.writeString(root.resolve("wide.txt"), "x".repeat(5000) + "\n");

        String output = read("path", "wide.txt").output();

        assertTrue(output.contains("[… line cut: 5,000 characters in all]"), output);
        assertTrue(output.length() < ReadFileTool.MAX_LINE_CHARS + 100);
    }

    @Test
    void aHugeSingleLineIsReadInBoundedMemoryAndSaysItWasCut() throws IOException {
        // the probe: one line far larger than the read buffer (the was 200 MB and ran out of
        // memory); what reading it allocates is measured instead of the heap it would exhaust
        int size = 32 * 1024 * 1024;
        try (var out = Files.newOutputStream(root.resolve("one-line.txt"))) {
            byte[] chunk = "x".repeat(1 << 20).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            for (int i = 0; i < size / chunk.length; i++) {
                out.write(chunk);
            }
            out.write("\nsecond\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        }
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();

        String output = read("path", "one-line.txt").output();

        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals("     1\t" + "x".repeat(ReadFileTool.MAX_LINE_CHARS) + " [… line cut: 33,554,432 characters in all]\n"
                + "     2\tsecond\n", output);
        assertTrue(allocated < 8L * 1024 * 1024, "reading allocated " + allocated + " bytes");
    }

    @Test
    void defaultWindowIsCappedInLines() throws IOException {
        Files.writeString(root.resolve("big.txt"), "row\n".repeat(ReadFileTool.DEFAULT_LIMIT + 10));

        String output = read("path", "big.txt").output();

        assertTrue(output.endsWith("call read_file with offset=" + (ReadFileTool.DEFAULT_LIMIT + 1) + " to continue]\n"),
                output.substring(output.length() - 200));
    }

    @Test
    void binaryFileIsRefused() throws IOException {
        Files.write(root.resolve("image.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 1});

        ToolException refusal = assertThrows(ToolException.class, () -> read("path", "image.png"));

        assertTrue(refusal.getMessage().contains("looks like a binary file"), refusal.getMessage());
    }

    @Test
    void missingFileIsAClearError() {
        ToolException refusal = assertThrows(ToolException.class, () -> read("path", "nope.txt"));

        assertEquals("No such file: 'nope.txt'. Use list_files to see what exists.", refusal.getMessage());
    }

    @Test
    void folderIsRefusedWithAPointerToListFiles() throws IOException {
        Files.createDirectory(root.resolve("src"));

        ToolException refusal = assertThrows(ToolException.class, () -> read("path", "src"));

        assertTrue(refusal.getMessage().contains("is a folder"), refusal.getMessage());
    }

    @Test
    void emptyFileSaysItIsEmpty() throws IOException {
        Files.writeString(root.resolve("empty.txt"), "");

        assertEquals("(empty.txt is empty)", read("path", "empty.txt").output());
    }

    @Test
    void limitOutOfRangeIsRefused() throws IOException {
        Files.writeString(root.resolve("a.txt"), "1\n");

        ToolException refusal = assertThrows(ToolException.class, () -> read("path", "a.txt", "limit", 0));

        assertTrue(refusal.getMessage().contains("'limit' must be between 1 and"), refusal.getMessage());
    }
}
