package dev.ralphdesk.core.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.CommandOutcome;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The real bubblewrap sandbox refuses each escape of issue 13 and keeps normal work working: no
 * write outside the workspace, no sight of the data folder, the config folder or the key file, no
 * write to {@code .git/config} unless approved, no network unless allowed, a private {@code /tmp},
 * no sight of the host's processes (whose environment holds the API key) — also in the sandbox
 * started ahead for a runner's next command.
 */
class BubblewrapSandboxTest {
    static final Duration MINUTE = Duration.ofMinutes(1);
    /** Prints the command's process namespace: the host sees the same one in {@code /proc/PID/ns/pid}. */
    private static final String NAMESPACE = "readlink /proc/self/ns/pid";
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

    /** Runs {@code command}, then moves on as a turn does: its next command's spare sandbox starts. */
    private CommandOutcome run(String command) {
        CommandOutcome outcome = sandboxed.run(folders.workspace, command, MINUTE, CancellationToken.none());
        sandboxed.prepareNext(folders.workspace);
        return outcome;
    }

    @Test
    void normalWorkStillWorks() throws IOException {
        CommandOutcome tests = run("sh test.sh");
        CommandOutcome write = run("mkdir -p notes && echo written > notes/d.txt && cat notes/d.txt");
        CommandOutcome git = run("git status --short");

        assertEquals("tests pass\nwritten\n", tests.output() + write.output());
        assertTrue(tests.passed() && write.passed(), write.output());
        assertTrue(git.passed(), git.output());
        assertTrue(git.output().contains("test.sh"), git.output());
        assertEquals("written\n", Files.readString(folders.workspace.resolve("notes/d.txt")));
    }

    @Test
    void writingOutsideTheWorkspaceIsRefused() throws IOException {
        CommandOutcome create = run("echo pwned > " + folders.outside.resolve("pwned.txt"));
        CommandOutcome append = run("echo pwned >> " + folders.outside.resolve("secret.txt"));
        CommandOutcome home = run("touch \"$HOME/pwned\"");

        for (CommandOutcome outcome : new CommandOutcome[] {create, append, home}) {
            assertFalse(outcome.passed(), outcome.output());
            assertTrue(outcome.output().contains("Read-only file system"), outcome.output());
        }
        assertFalse(Files.exists(folders.outside.resolve("pwned.txt")));
        assertFalse(Files.exists(folders.base.resolve("pwned")));
        assertEquals(SandboxFolders.SECRET + "\n", Files.readString(folders.outside.resolve("secret.txt")));
    }

    @Test
    void aCommandHasNoCapabilityButRootsOverFilesEvenWhereRalphDeskRunsAsRoot() {
        // the first command in a fresh sandbox, the second in the spare started when the first ended
        CommandOutcome capabilities = run("grep '^CapEff' /proc/self/status");
        CommandOutcome remount = run("mount -o remount,rw / 2>/dev/null && echo remounted");

        // at most CAP_CHOWN (0), CAP_DAC_OVERRIDE (1) and CAP_FOWNER (3); none for other users
        String expected = Bubblewrap.runsAsRoot() ? "000000000000000b" : "0000000000000000";
        assertEquals("CapEff:\t" + expected + "\n", capabilities.output());
        assertFalse(remount.passed() || remount.output().contains("remounted"), remount.output());
    }

    @Test
    void whereRalphDeskRunsAsRootACommandStillWritesFilesAnotherUserOwns() throws Exception {
        assumeTrue(Bubblewrap.runsAsRoot(), "only root can give files to another user");
        Path theirs = Files.createDirectory(folders.workspace.resolve("theirs"));
        Files.writeString(theirs.resolve("f.txt"), "theirs\n");
        run("echo theirs > f.txt && tar -cf owned.tar --owner=4242 --group=4242 f.txt && rm f.txt");
        for (Path path : new Path[] {theirs.resolve("f.txt"), theirs}) {
            Files.setAttribute(path, "unix:uid", 4242);
            Files.setAttribute(path, "unix:gid", 4242);
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwxr-xr-x"));
        }

        CommandOutcome write = run("echo mine >> theirs/f.txt && touch theirs/new.txt && chmod 600 theirs/f.txt");
        CommandOutcome extract = run("tar -xf owned.tar && stat -c %u f.txt");

        assertTrue(write.passed(), write.output());
        assertEquals("theirs\nmine\n", Files.readString(theirs.resolve("f.txt")));
        assertTrue(extract.passed(), extract.output());
        assertEquals("4242\n", extract.output());
    }

    @Test
    void readingOutsideTheWorkspaceStillWorks() {
        CommandOutcome read = run("cat " + folders.outside.resolve("secret.txt"));

        assertEquals(SandboxFolders.SECRET + "\n" + "", read.output());
    }

    @Test
    void theDataFolderTheConfigFolderAndTheKeyFileAreNotVisible() {
        CommandOutcome database = run("cat " + folders.data.resolve("ralph-desk.db"));
        CommandOutcome key = run("cat " + folders.config.keyFile());
        CommandOutcome settings = run("cat " + folders.config.settingsFile());
        CommandOutcome listing = run("ls -A " + folders.data + " " + folders.config.directory() + "; echo listed");

        assertFalse(database.passed() || key.passed() || settings.passed(), database.output() + key.output());
        assertEquals("listed", listing.output().replace(folders.data + ":", "")
                .replace(folders.config.directory() + ":", "").strip(), listing.output());
        for (CommandOutcome outcome : new CommandOutcome[] {database, key, settings, listing}) {
            assertFalse(outcome.output().contains(SandboxFolders.DATABASE), outcome.output());
            assertFalse(outcome.output().contains(SandboxFolders.KEY), outcome.output());
            assertFalse(outcome.output().contains("openai"), outcome.output());
        }
    }

    @Test
    void gitConfigCannotBeWrittenThroughTheShellUnlessApproved() throws IOException {
        String before = Files.readString(folders.workspace.resolve(".git/config"));

        CommandOutcome config = run("git config core.fsmonitor 'sh evil.sh'");
        CommandOutcome append = run("echo '[core] fsmonitor = sh evil.sh' >> .git/config");
        CommandOutcome hook = run("echo 'sh evil.sh' > .git/hooks/pre-commit");

        assertFalse(config.passed() || append.passed() || hook.passed(), config.output() + append.output());
        assertEquals(before, Files.readString(folders.workspace.resolve(".git/config")));
        assertFalse(Files.exists(folders.workspace.resolve(".git/hooks/pre-commit")));

        CommandOutcome approved = sandboxed.run(folders.workspace, "git config user.name Ada", MINUTE,
                CancellationToken.none(), ShellAccess.PROTECTED_WRITABLE);
        assertTrue(approved.passed(), approved.output());
        assertTrue(Files.readString(folders.workspace.resolve(".git/config")).contains("name = Ada"));
    }

    @Test
    void theNetworkIsOffUnlessAllowed() throws IOException {
        try (ServerSocket listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String connect = "exec 3<>/dev/tcp/127.0.0.1/" + listening.getLocalPort() + " && echo connected";

            CommandOutcome off = run(connect);
            CommandOutcome on = folders.runner(true).run(folders.workspace, connect, MINUTE, CancellationToken.none());

            assertFalse(off.passed(), off.output());
            assertFalse(off.output().contains("connected"), off.output());
            assertEquals("connected\n", on.output());
        }
    }

    @Test
    void tmpIsPrivate() throws IOException {
        Path hostFile = Files.createTempFile("sandbox-host", ".txt");
        try {
            CommandOutcome look = run("ls " + hostFile + "; echo private > /tmp/inside.txt && cat /tmp/inside.txt");

            assertTrue(look.output().contains("No such file"), look.output());
            assertTrue(look.output().endsWith("private\n"), look.output());
            assertFalse(Files.exists(Path.of("/tmp/inside.txt")) && Files.readString(Path.of("/tmp/inside.txt"))
                    .equals("private\n"), "the sandbox's /tmp reached the host");
        } finally {
            Files.deleteIfExists(hostFile);
        }
    }

    @Test
    void theHostsProcessesAndTheirEnvironmentsAreNotVisible() {
        long me = ProcessHandle.current().pid();

        CommandOutcome environ = run("cat /proc/" + me + "/environ");
        CommandOutcome self = run("echo $$");

        assertFalse(environ.passed(), environ.output());
        assertFalse(environ.output().contains("PATH="), environ.output());
        assertTrue(Long.parseLong(self.output().strip()) < 10, "a process namespace of its own: " + self.output());
    }

    @Test
    void aWorkspaceInsideTheDataFolderIsStillWritableAndTheDatabaseStillHidden() throws Exception {
        try (SandboxFolders demo = new SandboxFolders(true)) {
            CommandOutcome outcome = demo.runner(false).run(demo.workspace, "echo hi > greeting.txt && ls -A "
                    + demo.data + " && cat " + demo.data.resolve("ralph-desk.db"), MINUTE, CancellationToken.none());

            assertEquals("hi\n", Files.readString(demo.workspace.resolve("greeting.txt")));
            assertTrue(outcome.output().startsWith("demo-workspace\n"), outcome.output());
            assertFalse(outcome.output().contains(SandboxFolders.DATABASE), outcome.output());
        }
    }

    // The next command's sandbox is started once a command has ended (SpareShell), and used only when
    // it is the sandbox a fresh start would make now. Inside, a spare and a fresh start look alike (the same
    // loader): the process namespace the command prints tells whether it ran in the spare seen waiting.

    @Test
    void theNextCommandRunsInTheSandboxStartedWhenTheLastEnded() throws IOException {
        assertTrue(ProcessHandle.current().descendants().noneMatch(this::isTheLoader));
        String first = run(NAMESPACE).output();
        String spare = sparesNamespace();
        String second = run(NAMESPACE).output();

        assertEquals(spare, second);
        assertTrue(first.startsWith("pid:[") && !first.equals(second), first + second);
    }

    /** A turn's first request goes out before its first command: the command runs in the sandbox started then. */
    @Test
    void aTurnsFirstCommandRunsInTheSandboxStartedWithItsFirstRequest() throws IOException {
        sandboxed.prepareNext(folders.workspace);
        String spare = sparesNamespace();

        String first = sandboxed.run(folders.workspace, NAMESPACE, MINUTE, CancellationToken.none()).output();

        assertEquals(spare, first);
    }

    @Test
    void aProtectedFolderMadeAfterTheFirstRequestsSandboxStartedIsStillReadOnly() throws IOException {
        sandboxed.prepareNext(folders.workspace);
        Files.createDirectory(folders.workspace.resolve(".ralph-desk"));

        CommandOutcome outcome = run("touch .ralph-desk/notes && echo written");

        assertFalse(outcome.passed(), outcome.output());
        assertTrue(outcome.output().contains("Read-only file system"), outcome.output());
        assertFalse(Files.exists(folders.workspace.resolve(".ralph-desk/notes")));
    }

    @Test
    void aCommandInASpareSandboxSeesWhatItWouldSeeInAFreshOne() throws IOException {
        String probe = "echo \"$0 $$ $SHLVL\"; env | sort; pwd; cat; echo \"input: $?\"; ls -A /tmp | wc -l; "
                + "printf '%s\\n' 'héllo \"wörld\" ✓ a\\b'\necho 'second line'\n\n" + NAMESPACE + "; exit 3";

        CommandOutcome fresh = run(probe);
        String waiting = sparesNamespace();
        CommandOutcome spare = run(probe);

        String namespace = spare.output().substring(spare.output().lastIndexOf("pid:["));
        assertEquals(waiting, namespace, "the probe ran in the spare");
        assertEquals(withoutNamespace(fresh), withoutNamespace(spare));
        assertEquals(3, spare.exitCode());
        assertTrue(spare.output().startsWith("bash 2 1\n"), spare.output());
        assertTrue(spare.output().contains("input: 0\n0\nhéllo \"wörld\" ✓ a\\b\nsecond line\n"), spare.output());
    }

    /** An outcome with its output's last line, the process namespace, left out. */
    private static CommandOutcome withoutNamespace(CommandOutcome outcome) {
        String output = outcome.output().substring(0, outcome.output().lastIndexOf("pid:["));
        return new CommandOutcome(outcome.exitCode(), output, output, outcome.timedOut(), outcome.cancelled());
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

    /**
     * Removing a folder on the host ends the mounts on it in every sandbox: a spare whose mounts were made
     * before would show its new namesake (ext4 gives it the removed one's inode number, too).
     */
    @Test
    void aHiddenFolderMadeAnewAfterTheSparesMountsStaysHidden() throws IOException {
        run("true");
        awaitTheSparesMounts();
        Files.delete(folders.data.resolve("ralph-desk.db"));
        Files.delete(folders.data);
        Files.createDirectory(folders.data);
        Files.writeString(folders.data.resolve("ralph-desk.db"), SandboxFolders.DATABASE);

        CommandOutcome outcome = run("cat " + folders.data.resolve("ralph-desk.db"));

        assertFalse(outcome.output().contains(SandboxFolders.DATABASE), outcome.output());
        assertTrue(outcome.output().contains("No such file or directory"), outcome.output());
    }

    /** The key file saved anew (written beside, then moved over the old one) after the spare's mounts. */
    @Test
    void aKeyFileSavedAnewAfterTheSparesMountsStaysHidden() throws IOException {
        run("true");
        awaitTheSparesMounts();
        Path saved = Files.writeString(folders.config.keyFile().resolveSibling("key.partial"), SandboxFolders.KEY + "\n");
        Files.move(saved, folders.config.keyFile(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);

        CommandOutcome outcome = run("cat " + folders.config.keyFile() + "; echo done");

        assertFalse(outcome.output().contains(SandboxFolders.KEY), outcome.output());
        assertTrue(outcome.output().endsWith("done\n"), outcome.output());
    }

    /** The workspace's {@code .git} removed and made anew on the host after the spare's mounts stays read-only. */
    @Test
    void aGitFolderMadeAnewAfterTheSparesMountsIsStillReadOnly() throws IOException {
        Path git = folders.workspace.resolve(".git");
        run("true");
        awaitTheSparesMounts();
        Files.move(git, folders.base.resolve("git-before"));
        Files.createDirectory(git);

        CommandOutcome outcome = run("touch .git/config && echo written");

        assertFalse(outcome.passed(), outcome.output());
        assertTrue(outcome.output().contains("Read-only file system"), outcome.output());
        assertFalse(Files.exists(git.resolve("config")));
    }

    /**
     * Waits until the spare sandbox's loader runs: bubblewrap makes its mounts before it starts the
     * loader (a bash whose arguments are {@code -c} and the loader's text), so they are all made.
     */
    private ProcessHandle awaitTheSparesMounts() {
        long deadline = System.nanoTime() + MINUTE.toNanos();
        while (true) {
            Optional<ProcessHandle> loader = ProcessHandle.current().descendants().filter(this::isTheLoader)
                    .findFirst();
            if (loader.isPresent()) {
                return loader.get();
            }
            assertTrue(System.nanoTime() < deadline, "no spare sandbox's loader started within a minute");
            Thread.onSpinWait();
        }
    }

    /** The process namespace of the spare sandbox waiting for the next command, as {@link #NAMESPACE} prints it. */
    private String sparesNamespace() throws IOException {
        ProcessHandle loader = awaitTheSparesMounts();
        return Files.readSymbolicLink(Path.of("/proc", String.valueOf(loader.pid()), "ns", "pid")) + "\n";
    }

    /** A loader (waiting, or running its command) in this test's workspace: other tests' spares may still wait. */
    private boolean isTheLoader(ProcessHandle process) {
        String[] arguments = process.info().arguments().orElse(new String[0]);
        if (arguments.length != 2 || !arguments[0].equals("-c") || !arguments[1].contains("read -r -N")) {
            return false;
        }
        try {
            return Files.readSymbolicLink(Path.of("/proc", String.valueOf(process.pid()), "cwd"))
                    .equals(folders.workspace.toRealPath());
        } catch (IOException e) {
            return false; // ended meanwhile
        }
    }
}
