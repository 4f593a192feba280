package dev.ralphdesk.app.cli;

import static dev.ralphdesk.app.GitCli.git;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.git.CheckpointRecorded;
import dev.ralphdesk.core.session.event.NoticePosted;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sessions checkpoints ID} and {@code sessions restore ID --round N} on the real stack (scripted
 * model, SQLite, real git): the figures are what {@code git diff --numstat} counts, a restore asks
 * unless --yes, goes through the approval policy and is itself checkpointed.
 */
class SessionCheckpointsCliTest {
    @TempDir
    Path dir;

    /** A git workspace with a committed README, and a two-round Ralph run in it (round 1 writes step.txt). */
    private String ranInRepository(CliRun run) throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        git(workspace, "init", "-q", "-b", "main");
        Files.writeString(workspace.resolve("README"), "hello\n");
        git(workspace, "add", "README");
        git(workspace, "commit", "-q", "-m", "start");
        return Scenarios.ralphRun(run, dir, workspace);
    }

    @Test
    void checkpointsListsEveryRoundWithWhatGitCountsItChanged() throws Exception {
        CliRun run = new CliRun(dir);
        String chat = ranInRepository(run);
        List<CheckpointRecorded> checkpoints = StoredLog.of(dir.resolve("data"), chat, CheckpointRecorded.class);

        assertEquals(0, run.run("sessions", "checkpoints", chat.substring(0, 8)), run.err());

        String numstat = git(dir.resolve("ws"), "diff", "--numstat", checkpoints.get(0).commit(),
                checkpoints.get(1).commit());
        assertEquals("1\t0\tstep.txt\n", numstat);
        List<String> lines = run.out().lines().toList();
        String owner = checkpoints.get(0).owner().substring(0, 8);
        assertEquals(List.of(
                "WORK   OF        ROUND  CHECKPOINT    CHANGES",
                "ralph  " + owner + "      1  " + checkpoints.get(0).commit().substring(0, 12)
                        + "  1 file changed, +1 \u22120",
                "ralph  " + owner + "      2  " + checkpoints.get(1).commit().substring(0, 12)
                        + "  0 files changed, +0 \u22120 (to the working tree now)"), lines.subList(1, 4));
        assertTrue(lines.get(0).startsWith("Checkpoints of " + chat), lines.get(0));
    }

    @Test
    void restoreWithYesPutsTheWorkspaceBackAndKeepsTheUndo() throws Exception {
        CliRun run = new CliRun(dir);
        String chat = ranInRepository(run);
        Path step = dir.resolve("ws/step.txt");
        assertTrue(Files.exists(step));

        assertEquals(0, run.run("sessions", "restore", chat, "--round", "1", "--yes"), run.err());

        assertFalse(Files.exists(step), "the workspace is back to before round 1");
        assertTrue(run.out().contains("changes 1 file: step.txt."), run.out());
        String undo = run.out().lines().filter(l -> l.startsWith("Restored 1 file.")).findFirst().orElseThrow()
                .split("checkpoint ")[1].split(":")[0];
        assertEquals("one", git(dir.resolve("ws"), "show", undo + ":step.txt"),
                "the undo checkpoint holds the present");
        List<NoticePosted> notices = StoredLog.of(dir.resolve("data"), chat, NoticePosted.class);
        assertEquals("workspace-restored", notices.get(notices.size() - 1).code());
        assertEquals(0, run.run("sessions", "restore", chat, "--round", "1", "--yes"), run.err());
        assertTrue(run.out().contains("nothing to restore"), run.out());
    }

    @Test
    void restoreAsksAndWithoutATerminalChangesNothing() throws Exception {
        CliRun run = new CliRun(dir);
        String chat = ranInRepository(run);

        assertEquals(2, run.run("sessions", "restore", chat, "--round", "1"));

        assertTrue(run.err().contains("there is no terminal to ask: pass --yes"), run.err());
        assertEquals("one", Files.readString(dir.resolve("ws/step.txt")));
    }

    @Test
    void theApprovalPolicyCanRefuseARestore() throws Exception {
        CliRun run = new CliRun(dir);
        String chat = ranInRepository(run);

        assertEquals(4, run.run("sessions", "restore", chat, "--round", "1", "--yes", "--approve", "read-only"));

        assertTrue(run.err().contains("CHECKPOINT_REFUSED"), run.err());
        assertEquals("one", Files.readString(dir.resolve("ws/step.txt")));
    }

    @Test
    void aRoundWithoutCheckpointIsABadArgumentAndAChatWithoutGitSaysWhy() throws Exception {
        CliRun run = new CliRun(dir);
        String chat = ranInRepository(run);
        assertEquals(2, run.run("sessions", "restore", chat, "--round", "7", "--yes"));
        assertTrue(run.err().contains("no checkpoint was taken before round 7"), run.err());
        assertEquals(2, run.run("sessions", "restore", chat, "--yes"));
        assertTrue(run.err().contains("--of and --yes go with --round N"), run.err());

        Path plain = Files.createDirectory(dir.resolve("plain"));
        String other = Scenarios.ralphRun(run, dir, plain);
        assertEquals(0, run.run("sessions", "checkpoints", other), run.err());
        assertEquals("No checkpoints in " + other + ": " + plain + " is not in a git repository.",
                run.out().strip());
    }

    @Test
    void theHelpNamesTheRoundOptionsAndTheExitCodes() {
        CliRun run = new CliRun(dir);

        assertEquals(0, run.run("sessions", "restore", "--help"), run.err());
        String help = run.out();
        for (String part : List.of("--round=N", "--of=GOAL-OR-RUN", "--yes", "asks first unless --yes", "4")) {
            assertTrue(help.contains(part), part + " in:\n" + help);
        }
        assertEquals(0, run.run("sessions", "checkpoints", "--help"), run.err());
        assertTrue(run.out().contains("what each round changed"), run.out());
    }
}
