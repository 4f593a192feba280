package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.tool.ToolInvoker;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.ToolSet;
import dev.ralphdesk.core.tool.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file tool refuses every way out of the workspace, with a clear message, and nothing
 * outside is read, written or created: {@code ..}, absolute paths, symlinks on the file or any
 * parent, {@code /proc} and {@code /dev} paths (also behind a symlink), names with control
 * characters, and hard links (a second name of an outside file), which no mode reads or writes
 * without the person.
 */
class PathConfinementTest {
    private static final String SECRET = "outside secret";

    @TempDir
    Path base;
    private Path root;
    private Path outside;
    private Workspace workspace;

    @BeforeEach
    void layOut() throws IOException {
        Path real = base.toRealPath();
        root = Files.createDirectory(real.resolve("ws"));
        outside = Files.createDirectory(real.resolve("outside"));
        Files.writeString(outside.resolve("secret.txt"), SECRET + "\n");
        Files.writeString(root.resolve("inside.txt"), "inside text\n");
        Files.createSymbolicLink(root.resolve("link-file"), outside.resolve("secret.txt"));
        Files.createSymbolicLink(root.resolve("link-dir"), outside);
        Files.createSymbolicLink(root.resolve("dangling-out"), outside.resolve("created-through-link.txt"));
        Files.createSymbolicLink(root.resolve("dangling-in"), root.resolve("nowhere.txt"));
        Files.createDirectories(root.resolve("deep/er"));
        Files.createSymbolicLink(root.resolve("deep/er/link-dir"), outside);
        Files.createSymbolicLink(root.resolve("proc-root-link"), Path.of("/proc/self/root" + outside + "/secret.txt"));
        Files.createSymbolicLink(root.resolve("dev-link"), Path.of("/dev/zero"));
        Files.createLink(root.resolve("hard.txt"), outside.resolve("secret.txt"));
        workspace = Workspace.open(root);
    }

    /** The links to system paths, which the temporary folder's clean-up would warn about. */
    @AfterEach
    void removeSystemLinks() throws IOException {
        Files.deleteIfExists(root.resolve("proc-root-link"));
        Files.deleteIfExists(root.resolve("dev-link"));
    }

    /** name, path given to the tool (built from the outside folder), expected fragment of the refusal. */
    static Stream<Arguments> escapes() {
        List<Object[]> paths = List.of(
                new Object[] {"dot-dot", (Function<Path, String>) out -> "../outside/secret.txt", "outside the workspace"},
                new Object[] {"dot-dot new file", (Function<Path, String>) out -> "../outside/new.txt", "outside the workspace"},
                new Object[] {"nested dot-dot", (Function<Path, String>) out -> "a/../../outside/secret.txt", "outside the workspace"},
                new Object[] {"absolute outside", (Function<Path, String>) out -> out.resolve("secret.txt").toString(), "outside the workspace"},
                new Object[] {"symlinked file", (Function<Path, String>) out -> "link-file", "outside the workspace"},
                new Object[] {"symlinked parent, existing file", (Function<Path, String>) out -> "link-dir/secret.txt", "outside the workspace"},
                new Object[] {"symlinked parent, new file", (Function<Path, String>) out -> "link-dir/new.txt", "outside the workspace"},
                new Object[] {"symlinked parent itself", (Function<Path, String>) out -> "link-dir", "outside the workspace"},
                new Object[] {"dangling symlink to outside", (Function<Path, String>) out -> "dangling-out", "outside the workspace"},
                new Object[] {"dangling symlink to inside", (Function<Path, String>) out -> "dangling-in", "dangling symbolic link"},
                new Object[] {"symlinked grandparent", (Function<Path, String>) out -> "deep/er/link-dir/secret.txt", "outside the workspace"},
                new Object[] {"symlink through /proc/self/root", (Function<Path, String>) out -> "proc-root-link", "outside the workspace"},
                new Object[] {"symlink to /dev/zero", (Function<Path, String>) out -> "dev-link", "system path"},
                new Object[] {"/proc/self/root to outside", (Function<Path, String>) out -> "/proc/self/root" + out + "/secret.txt", "system path"},
                new Object[] {"/proc/self/cwd", (Function<Path, String>) out -> "/proc/self/cwd/secret.txt", "system path"},
                new Object[] {"/proc/self/fd", (Function<Path, String>) out -> "/proc/self/fd/0", "system path"},
                new Object[] {"/dev/stdin", (Function<Path, String>) out -> "/dev/stdin", "system path"},
                new Object[] {"newline in the name", (Function<Path, String>) out -> "evil\nname.txt", "control character U+000A"},
                new Object[] {"carriage return in the name", (Function<Path, String>) out -> "a\rb.txt", "control character U+000D"},
                new Object[] {"tab in the name", (Function<Path, String>) out -> "a\tb.txt", "control character U+0009"},
                new Object[] {"terminal escape in the name", (Function<Path, String>) out -> "\u001b[2Jx.txt", "control character U+001B"},
                new Object[] {"C1 control in the name", (Function<Path, String>) out -> "x\u009b.txt", "control character U+009B"},
                new Object[] {"NUL byte", (Function<Path, String>) out -> "inside.txt\0../../outside/secret.txt", "NUL byte"},
                new Object[] {"overlong path", (Function<Path, String>) out -> "d/".repeat(2100) + "x.txt", "longer than 4096"});
        List<String> tools = List.of("read_file", "write_file", "edit_file", "list_files", "search_files");
        List<Arguments> table = new ArrayList<>();
        for (String tool : tools) {
            for (Object[] row : paths) {
                table.add(Arguments.of(tool, row[0], row[1], row[2]));
            }
        }
        return table.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("escapes")
    void escapeIsRefusedAndNothingOutsideIsTouched(String tool, String caseName, Function<Path, String> pathOf,
            String expected) throws IOException {
        Map<String, String> before = snapshot(outside);
        String path = pathOf.apply(outside);

        ToolResult result = invoke(tool, argumentsFor(tool, path));

        assertTrue(result.error(), () -> caseName + " was not refused: " + result.output());
        assertTrue(result.output().contains(expected), () -> "unclear refusal: " + result.output());
        assertFalse(result.output().contains(SECRET), "outside content leaked into the result");
        assertFalse(result.wroteWorkspace());
        assertEquals(before, snapshot(outside), "the outside folder changed");
        assertFalse(Files.exists(base.resolve("new.txt")));
    }

    /** The tools that would read or write the hard link's content, and what their refusal says. */
    static Stream<Arguments> hardLinkTools() {
        return Stream.of(Arguments.of("read_file", "reading hard.txt, a file with 2 hard links"),
                Arguments.of("edit_file", "writing hard.txt, a file with 2 hard links"),
                Arguments.of("write_file", "writing hard.txt, a file with 2 hard links"));
    }

    @ParameterizedTest(name = "{0}: hard link to an outside file")
    @MethodSource("hardLinkTools")
    void aHardLinkToAnOutsideFileIsNeitherReadNorWrittenWithoutThePerson(String tool, String expected)
            throws IOException {
        Map<String, String> before = snapshot(outside);

        ToolResult result = invoke(tool, argumentsFor(tool, "hard.txt"));

        assertTrue(result.error(), () -> "not refused: " + result.output());
        assertTrue(result.output().contains(expected) && result.output().contains("needs the person's approval"),
                result.output());
        assertFalse(result.output().contains(SECRET), "outside content leaked into the result");
        assertEquals(before, snapshot(outside), "the outside file changed through its hard link");
    }

    @Test
    void searchNamesAHardLinkedFileWithoutShowingItsContent() {
        ToolResult search = invoke("search_files", ToolFixture.args("pattern", "secret"));

        assertTrue(search.output().contains("hard.txt: [not searched: the file has hard links"), search.output());
        assertFalse(search.output().contains(SECRET), search.output());
    }

    @Test
    void aNamedPipeIsNeitherReadNorWritten() throws Exception {
        Path fifo = root.resolve("pipe");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());

        ToolResult read = invoke("read_file", argumentsFor("read_file", "pipe"));
        ToolResult written = invoke("write_file", argumentsFor("write_file", "pipe"));

        assertTrue(read.error() && read.output().contains("not a regular file"), read.output());
        assertTrue(written.error() && written.output().contains("not a regular file"), written.output());
    }

    @Test
    void absolutePathInsideTheWorkspaceIsAllowed() throws IOException {
        ToolResult read = invoke("read_file", argumentsFor("read_file", root.resolve("inside.txt").toString()));
        ToolResult written = invoke("write_file", argumentsFor("write_file", root.resolve("made.txt").toString()));

        assertFalse(read.error(), read.output());
        assertTrue(read.output().contains("inside text"));
        assertFalse(written.error(), written.output());
        assertEquals("pwned", Files.readString(root.resolve("made.txt")));
    }

    @Test
    void symlinkInsideTheWorkspaceToAnInsideFileIsFollowed() throws IOException {
        Files.createSymbolicLink(root.resolve("alias.txt"), root.resolve("inside.txt"));

        ToolResult written = invoke("write_file", argumentsFor("write_file", "alias.txt"));

        assertFalse(written.error(), written.output());
        assertTrue(Files.isSymbolicLink(root.resolve("alias.txt")), "the link itself was replaced");
        assertEquals("pwned", Files.readString(root.resolve("inside.txt")));
    }

    @Test
    void recursiveListingAndSearchDoNotFollowSymlinksOutside() {
        ToolResult listing = invoke("list_files", ToolFixture.args("recursive", true));
        ToolResult search = invoke("search_files", ToolFixture.args("pattern", "secret"));

        assertFalse(listing.output().contains("link-dir/secret.txt"), listing.output());
        assertTrue(listing.output().contains("link-dir@"), listing.output());
        assertFalse(search.output().contains(SECRET), search.output());
    }

    private ToolResult invoke(String tool, com.fasterxml.jackson.databind.node.ObjectNode arguments) {
        ToolSet tools = new ToolSet(WorkspacePlugin.tools(new BashCommandRunner()));
        return new ToolInvoker().invoke(tools, new ToolCall("call-1", tool, Json.write(arguments)),
                ToolFixture.context(workspace));
    }

    private static com.fasterxml.jackson.databind.node.ObjectNode argumentsFor(String tool, String path) {
        switch (tool) {
            case "read_file":
            case "list_files":
                return ToolFixture.args("path", path);
            case "write_file":
                return ToolFixture.args("path", path, "content", "pwned");
            case "edit_file":
                return ToolFixture.args("path", path, "old_text", SECRET, "new_text", "pwned");
            case "search_files":
                return ToolFixture.args("pattern", "secret", "path", path);
            default:
                throw new IllegalArgumentException("no arguments for " + tool);
        }
    }

    /** Every file under {@code folder} (links not followed) with its content. */
    private static Map<String, String> snapshot(Path folder) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path path : (Iterable<Path>) walk::iterator) {
                String key = folder.relativize(path).toString();
                files.put(key, Files.isRegularFile(path)
                        ? new String(Files.readAllBytes(path), StandardCharsets.UTF_8) : "<folder>");
            }
        }
        return files;
    }
}
