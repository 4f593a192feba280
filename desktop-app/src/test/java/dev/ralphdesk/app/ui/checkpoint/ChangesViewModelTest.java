package dev.ralphdesk.app.ui.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.GitCli;
import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.UiFixture;
import dev.ralphdesk.core.git.CheckpointRecorded;
import dev.ralphdesk.core.git.CheckpointsPlugin;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.NoticePosted;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A round's "Changes…": figures and diff from its checkpoint, and the restore, in a real git repository. */
class ChangesViewModelTest {
    @TempDir
    Path dir;
    private UiFixture fixture;
    private ChangesViewModel changes;
    private SessionId chat;
    private final List<Object> heard = new ArrayList<>();

    private void git(String... args) throws Exception {
        GitCli.git(dir, args);
    }

    @BeforeEach
    void roundOneOfARun() throws Exception {
        git("init", "-q", "-b", "main");
        Files.writeString(dir.resolve("a.txt"), "one\ntwo\n");
        git("add", "-A");
        git("commit", "-q", "-m", "start");
        fixture = new UiFixture(dir, List.of(), List.of(new CheckpointsPlugin(System::getenv)));
        GitCheckpoints git = new GitCheckpoints(System.getenv(), GitCheckpoints.TIMEOUT);
        changes = new ChangesViewModel(fixture.harness, git, fixture.ui);
        chat = fixture.harness.createChat("run", dir).sessionId();
        String ref = "refs/ralph-desk/" + chat.value() + "/ralph-r1/1";
        String commit = git.record(dir, ref, "before ralph round 1");
        fixture.store.append(chat, new CheckpointRecorded(CheckpointRecorded.RALPH, "r1", 1, "child", commit, ref));
        Files.writeString(dir.resolve("a.txt"), "one\nTWO\n");
        Files.writeString(dir.resolve("b.txt"), "new\n");
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void theLatestRoundShowsItsFiguresAndDiffAgainstTheWorkingTree() {
        changes.load(new ChangesViewModel.RoundRef(chat, CheckpointRecorded.RALPH, "r1", 1), heard::add, heard::add);

        assertEquals(1, heard.size());
        ChangesViewModel.Changes shown = (ChangesViewModel.Changes) heard.get(0);
        assertEquals("2 files changed, +2 \u22121", shown.summary());
        assertTrue(shown.diff().contains("-two\n+TWO\n"), shown.diff());
        assertTrue(shown.diff().contains("+++ b/b.txt"), shown.diff());
    }

    @Test
    void aRoundWithoutCheckpointSaysWhy() {
        changes.load(new ChangesViewModel.RoundRef(chat, CheckpointRecorded.RALPH, "r1", 2), heard::add, heard::add);

        assertEquals(List.of(Message.verbatim("no checkpoint was recorded before ralph round 2 (the workspace was not "
                + "a git repository, or git was missing)")), heard);
    }

    @Test
    void restoreBringsBackTheFilesAndRecordsANotice() throws Exception {
        changes.restore(new ChangesViewModel.RoundRef(chat, CheckpointRecorded.RALPH, "r1", 1), heard::add);

        assertEquals(1, heard.size());
        assertEquals("changes.restored", ((Message.Keyed) heard.get(0)).key(), heard.toString());
        assertEquals("one\ntwo\n", Files.readString(dir.resolve("a.txt")));
        assertFalse(Files.exists(dir.resolve("b.txt")));
        assertEquals("changes.restored", ((Message.Keyed) heard.get(0)).key());
        List<NoticePosted> notices = fixture.store.open(chat).events().stream().map(e -> e.event())
                .filter(NoticePosted.class::isInstance).map(NoticePosted.class::cast).toList();
        assertEquals("workspace-restored", notices.get(notices.size() - 1).code());
    }
}
