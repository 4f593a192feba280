package dev.ralphdesk.app.cli;

import static dev.ralphdesk.app.GitCli.git;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.git.CheckpointRecorded;
import dev.ralphdesk.core.session.event.NoticePosted;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16 item 3 on the real stack (scripted model, SQLite, real git): a checkpoint before every
 * Ralph round and goal round, recorded in the chat, invisible to the person's branch, HEAD and index;
 * without git one notice and the run goes on.
 */
class RoundCheckpointsCliTest {
    @TempDir
    Path dir;

    private String person(Path repo) throws Exception {
        return git(repo, "symbolic-ref", "HEAD") + git(repo, "rev-parse", "HEAD") + git(repo, "stash", "list")
                + HexFormat.of().formatHex(Files.readAllBytes(repo.resolve(".git/index")));
    }

    @Test
    void everyRalphRoundIsCheckpointedOnAPrivateRefOfTheChat() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        git(workspace, "init", "-q", "-b", "main");
        Files.writeString(workspace.resolve("README"), "hello\n");
        git(workspace, "add", "README");
        git(workspace, "commit", "-q", "-m", "start");
        String before = person(workspace);

        String chat = Scenarios.ralphRun(new CliRun(dir), dir, workspace);

        List<CheckpointRecorded> checkpoints = StoredLog.of(dir.resolve("data"), chat, CheckpointRecorded.class);
        assertEquals(List.of(1, 2), checkpoints.stream().map(CheckpointRecorded::round).toList());
        for (CheckpointRecorded checkpoint : checkpoints) {
            assertEquals(CheckpointRecorded.RALPH, checkpoint.work());
            assertTrue(checkpoint.ref().startsWith("refs/ralph-desk/" + chat + "/ralph-" + checkpoint.owner() + "/"),
                    checkpoint.ref());
            assertEquals(checkpoint.commit(), git(workspace, "rev-parse", checkpoint.ref()).strip());
        }
        assertTrue(!git(workspace, "ls-tree", "--name-only", checkpoints.get(0).commit()).contains("step.txt"));
        assertEquals("one", git(workspace, "show", checkpoints.get(1).commit() + ":step.txt"));
        assertEquals(before, person(workspace), "branch, HEAD, stash and index untouched");
    }

    @Test
    void aGoalRoundIsCheckpointedBeforeItRuns() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        git(workspace, "init", "-q", "-b", "main");
        String chat = Scenarios.goalChat(new CliRun(dir), dir, workspace, "");

        List<CheckpointRecorded> checkpoints = StoredLog.of(dir.resolve("data"), chat, CheckpointRecorded.class);
        assertEquals(1, checkpoints.size(), checkpoints.toString());
        CheckpointRecorded first = checkpoints.get(0);
        assertEquals(List.of(CheckpointRecorded.GOAL, 1, chat), List.of(first.work(), first.round(), first.session()));
        assertEquals("refs/ralph-desk/" + chat + "/goal-" + first.owner() + "/1", first.ref());
        assertTrue(git(workspace, "ls-tree", "--name-only", first.commit()).contains("check.sh"));
        assertTrue(!git(workspace, "ls-tree", "--name-only", first.commit()).contains("done.txt"),
                "taken before the round wrote done.txt");
    }

    @Test
    void withoutGitTheChatIsToldOnceAndTheRunGoesOn() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("plain"));
        String chat = Scenarios.ralphRun(new CliRun(dir), dir, workspace);

        assertEquals(List.of(), StoredLog.of(dir.resolve("data"), chat, CheckpointRecorded.class));
        List<NoticePosted> notices = StoredLog.of(dir.resolve("data"), chat, NoticePosted.class).stream()
                .filter(n -> n.code().equals("checkpoint-unavailable")).toList();
        assertEquals(1, notices.size(), notices.toString());
        assertTrue(notices.get(0).text().contains("is not in a git repository"), notices.get(0).text());
        assertEquals("one", Files.readString(workspace.resolve("step.txt")));
    }
}
