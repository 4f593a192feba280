package dev.ralphdesk.core.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 16 item 3: "restore workspace to before round N" asks the approval policy, and only at rest. */
class WorkspaceRestoreTest {
    private static final SessionLineage CHAT = SessionLineage.chat(new SessionId("chat-1"));
    @TempDir
    Path dir;
    private Repo repo;
    private GitCheckpoints git;
    private String checkpoint;
    private final List<Effect> asked = new ArrayList<>();

    @BeforeEach
    void roundOne() throws Exception {
        repo = new Repo(dir.resolve("ws"), dir.resolve("home"));
        repo.write("a.txt", "before\n");
        repo.git("add", "-A");
        repo.git("commit", "-q", "-m", "start");
        git = new GitCheckpoints(repo.env, GitCheckpoints.TIMEOUT);
        checkpoint = git.record(repo.root, "refs/ralph-desk/chat-1/goal-g/1", "before goal round 1");
        repo.write("a.txt", "after\n");
        repo.write("b.txt", "added\n");
    }

    private WorkspaceRestore restore(Answer answer, boolean atRest) {
        ApprovalPolicy policy = ApprovalPolicy.of(ApprovalSetup.of(ApprovalMode.ASK, request -> {
            asked.add(request.effect());
            return answer;
        }));
        return new WorkspaceRestore(git, policy, id -> atRest);
    }

    @Test
    void theEffectNamesTheFilesAndShowsTheChangesThenTheRestoreHappens() throws Exception {
        GitCheckpoints.Restore done = restore(Answer.once(), true).restore(CHAT, repo.root, checkpoint,
                "before goal round 1", "refs/ralph-desk/chat-1/restore-1");

        assertEquals(1, asked.size());
        Effect effect = asked.get(0);
        assertEquals(Effect.Kind.FILE_WRITE, effect.kind());
        assertEquals("before goal round 1", effect.subject());
        assertTrue(effect.details().contains("2 files change (a.txt, b.txt)"), effect.details());
        assertTrue(effect.details().contains("-before\n+after"), effect.details());
        assertNull(effect.protectedTarget());
        assertEquals("before\n", repo.read("a.txt"));
        assertFalse(Files.exists(repo.root.resolve("b.txt")));
        assertEquals(List.of("a.txt", "b.txt"), done.changed());
        assertEquals(done.undo(), repo.git("rev-parse", "refs/ralph-desk/chat-1/restore-1").strip());
    }

    @Test
    void aRefusalTouchesNothing() throws Exception {
        CheckpointException refused = assertThrows(CheckpointException.class, () -> restore(Answer.deny(), true)
                .restore(CHAT, repo.root, checkpoint, "before goal round 1", "refs/ralph-desk/chat-1/restore-1"));

        assertEquals(CheckpointException.Code.CHECKPOINT_REFUSED, refused.code());
        assertEquals("after\n", repo.read("a.txt"));
        assertEquals("added\n", repo.read("b.txt"));
        assertFalse(repo.git("for-each-ref", "refs/ralph-desk/").contains("restore-1"));
    }

    @Test
    void whileWorkRunsInTheSessionNobodyIsAskedAndNothingChanges() throws Exception {
        CheckpointException busy = assertThrows(CheckpointException.class, () -> restore(Answer.once(), false)
                .restore(CHAT, repo.root, checkpoint, "before goal round 1", "refs/ralph-desk/chat-1/restore-1"));

        assertEquals(CheckpointException.Code.CHECKPOINT_BUSY, busy.code());
        assertEquals(List.of(), asked);
        assertEquals("after\n", repo.read("a.txt"));
    }

    @Test
    void aProtectedFileAmongThemIsNamedAsTheProtectedTarget() throws Exception {
        repo.write(".ralph-desk/mcp.json", "{}\n");

        assertThrows(CheckpointException.class, () -> restore(Answer.deny(), true).restore(CHAT, repo.root,
                checkpoint, "before goal round 1", "refs/ralph-desk/chat-1/restore-1"));

        assertNotNull(asked.get(0).protectedTarget(), asked.get(0).toString());
        assertTrue(asked.get(0).details().contains(".ralph-desk/mcp.json"), asked.get(0).details());
    }
}
