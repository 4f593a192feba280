package dev.ralphdesk.core.workspace;

import static dev.ralphdesk.core.workspace.ToolFixture.args;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.tool.ToolException;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SearchFilesToolTest {
    @TempDir
    Path root;
    private Workspace workspace;

    @BeforeEach
    void layOut() throws IOException {
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("src/App.java"), "class App {\n  // TODO fix\n}\n");
        Files.writeString(root.resolve("src/notes.txt"), "TODO: write docs\n");
        Files.writeString(root.resolve("README.md"), "nothing here\n");
        Files.createDirectories(root.resolve(".git"));
        Files.writeString(root.resolve(".git/COMMIT_EDITMSG"), "TODO in git\n");
        Files.write(root.resolve("blob.bin"), new byte[] {'T', 'O', 'D', 'O', 0, 1});
        workspace = Workspace.open(root);
    }

    private ToolResult search(Object... arguments) {
        return new SearchFilesTool().call(args(arguments), ToolFixture.context(workspace));
    }

    @Test
    void answersFileLineAndTextSkippingGitAndBinaryFiles() {
        assertEquals("src/App.java:2: // TODO fix\nsrc/notes.txt:1: TODO: write docs\n",
                search("pattern", "TODO").output());
    }

    @Test
    void globWithoutSlashFiltersByFileName() {
        assertEquals("src/App.java:2: // TODO fix\n", search("pattern", "TODO", "glob", "*.java").output());
    }

    @Test
    void pathLimitsTheSearchToAFile() {
        assertEquals("src/notes.txt:1: TODO: write docs\n", search("pattern", "TO+DO", "path", "src/notes.txt").output());
    }

    @Test
    void noMatchIsAnAnswerNotAnError() {
        ToolResult result = search("pattern", "FIXME");

        assertEquals(ToolResult.ok("No matches for /FIXME/ in the workspace."), result);
    }

    @Test
    void invalidRegexIsAClearError() {
        ToolException refusal = assertThrows(ToolException.class, () -> search("pattern", "foo(bar"));

        assertTrue(refusal.getMessage().startsWith("Invalid regular expression /foo(bar/: Unclosed group"),
                refusal.getMessage());
    }

    @Test
    void aPatternThatOverflowsTheStackSkipsThatLineAndTheSearchGoesOn() throws IOException {
        Files.writeString(root.resolve("deep.txt"), "ab".repeat(40_000) + "\nabc\n");

        String output = search("pattern", "(a|b)*c", "path", "deep.txt").output();

        assertEquals("deep.txt:1: [not searched: the pattern overflowed the stack on this line of 80,000 characters; "
                + "avoid repeating a group, e.g. [ab]* instead of (a|b)*]\ndeep.txt:2: abc\n", output);
    }

    @Test
    void linesLongerThanTheCapAreSearchedInTheirBeginningAndTheAnswerSaysSo() throws IOException {
        int cap = SearchFilesTool.MAX_SEARCHED_LINE_CHARS;
        Files.writeString(root.resolve("wide.txt"), "x".repeat(cap - 5) + "early" + "y".repeat(cap) + "late\n");

        assertEquals("[… 1 line was longer than 100,000 characters: only their first 100,000 characters were searched]\n",
                search("pattern", "late", "path", "wide.txt").output());
        assertTrue(search("pattern", "early", "path", "wide.txt").output().startsWith("wide.txt:1: xxx"));
    }

    @Test
    void capsTheNumberOfMatchesAndSaysSo() throws IOException {
        Files.writeString(root.resolve("many.txt"), "hit\n".repeat(SearchFilesTool.MAX_MATCHES + 50));

        String output = search("pattern", "hit", "path", "many.txt").output();

        assertEquals(SearchFilesTool.MAX_MATCHES + 1, output.lines().count());
        assertTrue(output.endsWith("[… stopped at 200 matches; narrow the pattern, path or glob]\n"), output);
    }

    @Test
    void catastrophicPatternStopsAtTheTimeLimit() throws IOException {
        Files.writeString(root.resolve("slow.txt"), "a".repeat(40) + "!\n");
        SearchFilesTool tool = new SearchFilesTool(Duration.ofMillis(200));

        String output = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> tool.call(
                args("pattern", "(.*a){12}b", "path", "slow.txt"), ToolFixture.context(workspace)).output());

        assertTrue(output.startsWith("[… the search stopped after 0.200 s"), output);
    }
}
