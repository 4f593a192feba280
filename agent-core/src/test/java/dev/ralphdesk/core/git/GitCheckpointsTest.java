package dev.ralphdesk.core.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 16 item 3: checkpoints in a real git repository, invisible to the person's branch, index and stash. */
class GitCheckpointsTest {
    private static final String REF = "refs/ralph-desk/s1/goal-g1/1";
    @TempDir
    Path dir;
    private Repo repo;
    private GitCheckpoints checkpoints;

    @BeforeEach
    void repository() throws Exception {
        repo = new Repo(dir.resolve("ws"), dir.resolve("home"));
        repo.write(".gitignore", "build/\n");
        repo.write("a.txt", "one\ntwo\nthree\n");
        repo.write("gone.txt", "will be deleted\n");
        repo.git("add", "-A");
        repo.git("commit", "-q", "-m", "start");
        checkpoints = new GitCheckpoints(repo.env, GitCheckpoints.TIMEOUT);
    }

    @Test
    void aCheckpointLeavesBranchHeadIndexStashAndWorkingTreeAsTheyWere() throws Exception {
        repo.write("a.txt", "one\nstashed\n");
        repo.git("stash", "-q");
        repo.write("a.txt", "one\ntwo\nthree\nstaged\n");
        repo.git("add", "a.txt");
        repo.write("a.txt", "one\ntwo\nthree\nstaged\nunstaged\n");
        repo.write("new.txt", "untracked\n");
        repo.write("build/out.bin", "ignored\n");
        String before = repo.state();

        String commit = checkpoints.record(repo.root, REF, "checkpoint before goal round 1");

        assertEquals(before, repo.state());
        assertEquals(commit, repo.git("rev-parse", REF).strip());
        assertEquals(repo.git("rev-parse", "HEAD").strip(), repo.git("rev-parse", commit + "^").strip());
        assertEquals("one\ntwo\nthree\nstaged\nunstaged\n", repo.git("show", commit + ":a.txt"));
        assertEquals("untracked\n", repo.git("show", commit + ":new.txt"));
        assertFalse(repo.git("ls-tree", "-r", "--name-only", commit).contains("build/"), "ignored files stay out");
    }

    @Test
    void figuresCountTheLinesEachFileGainedAndLost() throws Exception {
        String first = checkpoints.record(repo.root, REF, "round 1");
        repo.write("a.txt", "one\nTWO\nthree\nfour\nfive\n");
        repo.write("added.txt", "x\ny\n");
        Files.delete(repo.root.resolve("gone.txt"));
        String second = checkpoints.record(repo.root, "refs/ralph-desk/s1/goal-g1/2", "round 2");

        DiffStat stat = checkpoints.stat(repo.root, first, second);

        assertEquals(List.of(new FileStat("a.txt", 3, 1), new FileStat("added.txt", 2, 0),
                new FileStat("gone.txt", 0, 1)), stat.files());
        assertEquals("3 files changed, +5 \u22122", stat.summary());
        assertEquals(stat, checkpoints.stat(repo.root, first, null), "against the working tree now");
        assertTrue(checkpoints.diff(repo.root, first, second).contains("-two\n+TWO\n"));
    }

    @Test
    void restoreBringsTheFilesBackAndCanBeUndone() throws Exception {
        String before = checkpoints.record(repo.root, REF, "round 1");
        repo.write("a.txt", "changed by the agent\n");
        repo.write("added.txt", "new\n");
        repo.write("build/cache.bin", "ignored\n");
        Files.delete(repo.root.resolve("gone.txt"));
        String person = repo.state().replaceAll("(?s)^(.*?\\n.*?\\n).*", "$1")
                + repo.git("stash", "list") + Files.size(repo.root.resolve(".git/index"));

        assertEquals(List.of("a.txt", "added.txt", "gone.txt"), checkpoints.restorePlan(repo.root, before));
        GitCheckpoints.Restore restore = checkpoints.restore(repo.root, before, "refs/ralph-desk/s1/restore-1");

        assertEquals(List.of("a.txt", "added.txt", "gone.txt"), restore.changed());
        assertEquals("one\ntwo\nthree\n", repo.read("a.txt"));
        assertEquals("will be deleted\n", repo.read("gone.txt"));
        assertFalse(Files.exists(repo.root.resolve("added.txt")));
        assertEquals("ignored\n", repo.read("build/cache.bin"), "only files the diff names are touched");
        assertEquals(person, repo.state().replaceAll("(?s)^(.*?\\n.*?\\n).*", "$1") + repo.git("stash", "list")
                + Files.size(repo.root.resolve(".git/index")));
        assertEquals("", repo.git("status", "--porcelain", "--untracked-files=all", "--", "a.txt", "gone.txt",
                "added.txt"));

        checkpoints.restore(repo.root, restore.undo(), "refs/ralph-desk/s1/restore-2");

        assertEquals("changed by the agent\n", repo.read("a.txt"));
        assertEquals("new\n", repo.read("added.txt"));
        assertFalse(Files.exists(repo.root.resolve("gone.txt")));
    }

    @Test
    void hostileFileNamesAreHandled() throws Exception {
        List<String> names = List.of("with space.txt", "new\nline.txt", "-leading-dash.txt", "--all");
        for (String name : names) {
            repo.write(name, "first\n");
        }
        String first = checkpoints.record(repo.root, REF, "round 1");
        for (String name : names) {
            repo.write(name, "second\nmore\n");
        }
        assertEquals(names.stream().sorted().map(name -> new FileStat(name, 2, 1)).toList(),
                checkpoints.stat(repo.root, first, null).files().stream()
                        .sorted((a, b) -> a.path().compareTo(b.path())).toList());
        checkpoints.restore(repo.root, first, "refs/ralph-desk/s1/restore-1");
        for (String name : names) {
            assertEquals("first\n", repo.read(name), name);
        }
    }

    @Test
    void outsideARepositoryOrWithoutGitTheErrorSaysSo() throws Exception {
        Path plain = Files.createDirectory(dir.resolve("plain"));
        CheckpointException notRepo = assertThrows(CheckpointException.class,
                () -> checkpoints.record(plain, REF, "x"));
        assertEquals(CheckpointException.Code.CHECKPOINT_NO_REPOSITORY, notRepo.code());
        GitCheckpoints noGit = new GitCheckpoints(Map.of("PATH", dir.resolve("empty").toString()),
                GitCheckpoints.TIMEOUT);
        CheckpointException missing = assertThrows(CheckpointException.class,
                () -> noGit.record(repo.root, REF, "x"));
        assertEquals(CheckpointException.Code.CHECKPOINT_NO_GIT, missing.code());
    }
}
