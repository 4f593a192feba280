package dev.ralphdesk.core.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.CommandOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The next command's sandbox is started as soon as a command ends, and used only when it is the
 * sandbox a fresh start would make now: the command sees no difference, and a change of the
 * workspace's protected folders, or the workspace replaced, in between makes the command start afresh.
 * In the sandbox, process 1 is bubblewrap itself: its command line tells a spare (which holds the
 * loader) from a fresh start (which holds the command).
 */
class SpareSandboxTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final String SANDBOX_LINE = "tr '\\0' ' ' < /proc/1/cmdline";
    private SandboxFolders folders;
    private BashCommandRunner sandboxed;

    @BeforeEach
    void layOut() throws Exception {
        folders = new SandboxFolders();
        sandboxed = folders.runner(false);
    }

    @AfterEach
    void clean() throws IOException {
        folders.close();
    }

    private CommandOutcome run(String command) {
        return sandboxed.run(folders.workspace, command, MINUTE, CancellationToken.none());
    }

    @Test
    void theNextCommandRunsInTheSandboxStartedWhenTheLastEnded() {
        String first = run(SANDBOX_LINE).output();
        String second = run(SANDBOX_LINE).output();

        assertTrue(first.contains("/proc/1/cmdline") && !first.contains("read -r -N"), first);
        assertTrue(second.contains("read -r -N") && !second.contains("/proc/1/cmdline"), second);
    }

    @Test
    void aCommandInASpareSandboxSeesWhatItWouldSeeInAFreshOne() {
        String probe = "echo \"$0 $$ $SHLVL\"; env | sort; pwd; cat; echo \"input: $?\"; ls -A /tmp | wc -l; "
                + "printf '%s\\n' 'héllo \"wörld\" ✓ a\\b'\necho 'second line'\n\n";

        CommandOutcome fresh = run(probe + "exit 3");
        CommandOutcome spare = run(probe + "exit 3");

        assertEquals(fresh, spare);
        assertEquals(3, spare.exitCode());
        assertTrue(spare.output().startsWith("bash 2 1\n"), spare.output());
        assertTrue(spare.output().contains("input: 0\n0\nhéllo \"wörld\" ✓ a\\b\nsecond line\n"), spare.output());
        assertTrue(run(SANDBOX_LINE).output().contains("read -r -N"), "the probe ran in a spare");
    }

    @Test
    void aProtectedFolderMadeAfterTheSpareStartedIsStillReadOnly() throws IOException {
        run("true");
        Files.createDirectory(folders.workspace.resolve(".ralph-desk"));

        CommandOutcome outcome = run("touch .ralph-desk/notes && echo written");

        assertFalse(outcome.passed(), outcome.output());
        assertTrue(outcome.output().contains("Read-only file system"), outcome.output());
        assertFalse(Files.exists(folders.workspace.resolve(".ralph-desk/notes")));
    }

    /** A spare made before the workspace was replaced holds the old folder: the command runs in the new one. */
    @Test
    void aWorkspaceReplacedAfterTheSpareStartedIsTheOneTheCommandWritesTo() throws IOException {
        run("true");
        Files.move(folders.workspace, folders.base.resolve("ws-moved"));
        Files.createDirectories(folders.workspace.resolve(".git"));

        CommandOutcome outcome = run("echo hi > greeting.txt && ls -A");

        assertEquals(".git\ngreeting.txt\n", outcome.output());
        assertEquals("hi\n", Files.readString(folders.workspace.resolve("greeting.txt")));
        assertFalse(Files.exists(folders.base.resolve("ws-moved/greeting.txt")));
    }

    /** Removing a folder on the host ends the mounts on it in every sandbox: a spare would show its new namesake. */
    @Test
    void aHiddenFolderMadeAnewAfterTheSpareStartedStaysHidden() throws IOException {
        run("true");
        Files.delete(folders.data.resolve("ralph-desk.db"));
        Files.delete(folders.data);
        Files.createDirectory(folders.data);
        Files.writeString(folders.data.resolve("ralph-desk.db"), SandboxFolders.DATABASE);

        CommandOutcome outcome = run("cat " + folders.data.resolve("ralph-desk.db"));

        assertFalse(outcome.output().contains(SandboxFolders.DATABASE), outcome.output());
        assertTrue(outcome.output().contains("No such file or directory"), outcome.output());
    }
}
