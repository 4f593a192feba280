package dev.ralphdesk.core.workspace;

import static dev.ralphdesk.core.workspace.ToolFixture.args;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.effect.FileChange;
import dev.ralphdesk.core.effect.LinkedFile;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.tool.ToolInvoker;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.ToolSet;
import dev.ralphdesk.core.tool.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The file tools put every write to the approval policy with the unified diff of the exact change,
 * name the protected place it lands in (also through a symlink), and honour each mode: issue 13's
 * probe, an {@code edit_file} of {@code .git/config} in ask mode, is asked and, denied, changes nothing.
 */
class FileApprovalTest {
    private static final String GIT_CONFIG = "[core]\n\tbare = false\n";
    @TempDir
    Path base;
    private Path root;
    private Workspace workspace;
    private final List<Effect> asked = new CopyOnWriteArrayList<>();

    @BeforeEach
    void layOut() throws IOException {
        root = Files.createDirectory(base.toRealPath().resolve("ws"));
        Files.createDirectories(root.resolve(".git"));
        Files.writeString(root.resolve(".git/config"), GIT_CONFIG);
        Files.writeString(root.resolve("notes.txt"), "one\ntwo\nthree\n");
        workspace = Workspace.open(root);
    }

    private ApprovalPolicy policy(ApprovalMode mode, Answer answer, ProtectedPaths paths) {
        return ApprovalPolicy.of(new ApprovalSetup(mode, request -> {
            asked.add(request.effect());
            return answer;
        }, paths));
    }

    private ToolResult invoke(ApprovalPolicy policy, String tool, ObjectNode arguments) {
        return new ToolInvoker().invoke(new ToolSet(WorkspacePlugin.tools(new BashCommandRunner())),
                new ToolCall("call-1", tool, Json.write(arguments)),
                ToolFixture.context(workspace, CancellationToken.none(), policy));
    }

    private ToolResult invoke(ApprovalMode mode, Answer answer, String tool, ObjectNode arguments) {
        return invoke(policy(mode, answer, ProtectedPaths.WORKSPACE_ONLY), tool, arguments);
    }

    @Test
    void editOfGitConfigInAskModeShowsTheExactChangeNamingGitAndADenialChangesNothing() throws IOException {
        ToolResult result = invoke(ApprovalMode.ASK, Answer.deny(), "edit_file", args("path", ".git/config",
                "old_text", "\tbare = false\n", "new_text", "\tbare = false\n\tfsmonitor = sh evil.sh\n"));

        assertEquals(List.of(new FileChange("edit_file", ".git/config", "--- a/.git/config\n+++ b/.git/config\n"
                + "@@ -1,2 +1,3 @@\n [core]\n \tbare = false\n+\tfsmonitor = sh evil.sh\n", ".git/")), asked);
        assertEquals(ToolResult.error("The person denied writing .git/config (protected: .git/). Nothing was done."),
                result);
        assertEquals(GIT_CONFIG, Files.readString(root.resolve(".git/config")));
    }

    @Test
    void everyWriteInAskModeAsksWithItsDiffAndAnAllowedOneIsWritten() throws IOException {
        invoke(ApprovalMode.ASK, Answer.once(), "write_file", args("path", "src/new.txt", "content", "hello\n"));
        invoke(ApprovalMode.ASK, Answer.once(), "edit_file", args("path", "notes.txt", "old_text", "two",
                "new_text", "2"));

        assertEquals(List.of(
                new FileChange("write_file", "src/new.txt", "--- /dev/null\n+++ b/src/new.txt\n@@ -1,0 +1,1 @@\n+hello\n",
                        null),
                new FileChange("edit_file", "notes.txt", "--- a/notes.txt\n+++ b/notes.txt\n@@ -1,3 +1,3 @@\n one\n"
                        + "-two\n+2\n three\n", null)), asked);
        assertEquals("hello\n", Files.readString(root.resolve("src/new.txt")));
        assertEquals("one\n2\nthree\n", Files.readString(root.resolve("notes.txt")));
    }

    @Test
    void autoEditWritesTheWorkspaceWithoutAskingButAsksForGitAndAutoWritesBoth() throws IOException {
        ToolResult plain = invoke(ApprovalMode.AUTO_EDIT, Answer.deny(), "write_file", args("path", "a.txt",
                "content", "a"));
        ToolResult hook = invoke(ApprovalMode.AUTO_EDIT, Answer.deny(), "write_file", args("path",
                ".git/hooks/pre-commit", "content", "sh evil.sh"));
        ToolResult auto = invoke(ApprovalMode.AUTO, Answer.deny(), "write_file", args("path", ".git/hooks/post-merge",
                "content", "make"));

        assertFalse(plain.error(), plain.output());
        assertTrue(hook.error(), hook.output());
        assertFalse(auto.error(), auto.output());
        assertEquals(List.of(".git/hooks/pre-commit"), asked.stream().map(Effect::subject).toList());
        assertFalse(Files.exists(root.resolve(".git/hooks/pre-commit")));
        assertEquals("make", Files.readString(root.resolve(".git/hooks/post-merge")));
    }

    @Test
    void aSymlinkIntoGitIsRecognisedByWhereTheWriteLands() throws IOException {
        Files.createSymbolicLink(root.resolve("settings.ini"), root.resolve(".git/config"));

        ToolResult result = invoke(ApprovalMode.AUTO_EDIT, Answer.deny(), "write_file", args("path", "settings.ini",
                "content", "[core]\n\tfsmonitor = sh evil.sh\n"));

        assertTrue(result.error(), result.output());
        assertEquals(".git/", asked.get(0).protectedTarget());
        assertEquals(GIT_CONFIG, Files.readString(root.resolve(".git/config")));
    }

    @Test
    void readOnlyRefusesEveryWriteWithoutAsking() {
        ToolResult result = invoke(ApprovalMode.READ_ONLY, Answer.once(), "write_file", args("path", "a.txt",
                "content", "a"));

        assertEquals(ToolResult.error("Refused: approval mode read-only allows no file writes (writing a.txt). "
                + "Nothing was done."), result);
        assertEquals(List.of(), asked);
        assertFalse(Files.exists(root.resolve("a.txt")));
    }

    @Test
    void aDataFolderInsideTheWorkspaceIsProtectedButAWorkspaceInsideTheDataFolderIsNot() throws IOException {
        Path data = Files.createDirectory(root.resolve("ralph-data"));
        ConfigLocation config = ConfigLocation.resolve(Map.of(), base);
        ToolResult inside = invoke(policy(ApprovalMode.AUTO_EDIT, Answer.deny(), config.protectedPaths(data)),
                "write_file", args("path", "ralph-data/ralph-desk.db", "content", "x"));
        assertTrue(inside.error(), inside.output());
        assertEquals(data + "/", asked.get(0).protectedTarget());

        asked.clear();
        ToolResult demo = invoke(policy(ApprovalMode.AUTO_EDIT, Answer.deny(), config.protectedPaths(
                base.toRealPath())), "write_file", args("path", "greeting.txt", "content", "hi"));
        assertFalse(demo.error(), demo.output());
        assertEquals(List.of(), asked);
    }

    @Test
    void aHardLinkedFileIsReadOnlyOnceThePersonAllowsIt() throws IOException {
        Path outside = Files.writeString(base.resolve("outside.txt"), "outside text\n");
        Files.createLink(root.resolve("linked.txt"), outside);

        ToolResult refused = invoke(ApprovalMode.AUTO, Answer.deny(), "read_file", args("path", "linked.txt"));
        ToolResult allowed = invoke(ApprovalMode.AUTO, Answer.once(), "read_file", args("path", "linked.txt"));

        assertEquals(List.of(new LinkedFile("read_file", "linked.txt", 2, false),
                new LinkedFile("read_file", "linked.txt", 2, false)), asked);
        assertEquals(ToolResult.error("The person denied reading linked.txt, a file with 2 hard links. Nothing was "
                + "done."), refused);
        assertTrue(allowed.output().contains("outside text"), allowed.output());
    }
}
