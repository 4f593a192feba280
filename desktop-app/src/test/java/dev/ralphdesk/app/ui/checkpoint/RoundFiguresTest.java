package dev.ralphdesk.app.ui.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.GitCli;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.UiFixture;
import dev.ralphdesk.core.git.ChatCheckpoints;
import dev.ralphdesk.core.git.CheckpointRecorded;
import dev.ralphdesk.core.git.CheckpointsPlugin;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.session.SessionId;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The figures of rounds read from their checkpoints in a real git repository, kept once they cannot change. */
class RoundFiguresTest {
    private static final Texts EN = Texts.of("en");
    @TempDir
    Path dir;
    private UiFixture fixture;
    private final List<Map<ChangesViewModel.RoundRef, RoundFigure>> heard = new ArrayList<>();

    private void git(String... args) throws Exception {
        GitCli.git(dir, args);
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    private RoundFigures figures() {
        return new RoundFigures(fixture.store, new GitCheckpoints(System.getenv(), GitCheckpoints.TIMEOUT), fixture.ui);
    }

    private static ChangesViewModel.RoundRef round(SessionId chat, int number) {
        return new ChangesViewModel.RoundRef(chat, CheckpointRecorded.RALPH, "r1", number);
    }

    @Test
    void aRoundEndedByTheNextCheckpointIsReadOnceAndKept() throws Exception {
        git("init", "-q", "-b", "main");
        Files.writeString(dir.resolve("a.txt"), "one\ntwo\n");
        git("add", "-A");
        git("commit", "-q", "-m", "start");
        fixture = new UiFixture(dir, List.of(), List.of(new CheckpointsPlugin(System::getenv)));
        SessionId chat = fixture.harness.createChat("run", dir).sessionId();
        GitCheckpoints git = new GitCheckpoints(System.getenv(), GitCheckpoints.TIMEOUT);
        for (int number = 1; number <= 2; number++) {
            String ref = "refs/ralph-desk/" + chat.value() + "/ralph-r1/" + number;
            fixture.store.append(chat, new CheckpointRecorded(CheckpointRecorded.RALPH, "r1", number, "child",
                    git.record(dir, ref, "before round " + number), ref));
            Files.writeString(dir.resolve("a.txt"), number == 1 ? "one\nTWO\nthree\n" : "one\n");
        }
        RoundFigures figures = figures();

        figures.read(chat, List.of(round(chat, 1), round(chat, 2)), heard::add);
        assertEquals("1 file changed, +2 \u22121", EN.format(heard.get(0).get(round(chat, 1)).text()));
        assertEquals("1 file changed, +0 \u22122", EN.format(heard.get(0).get(round(chat, 2)).text()));

        // the checkpoints are gone from the repository: round 1's figures were kept, round 2's are read again
        git("update-ref", "-d", "refs/ralph-desk/" + chat.value() + "/ralph-r1/1");
        git("update-ref", "-d", "refs/ralph-desk/" + chat.value() + "/ralph-r1/2");
        git("gc", "-q", "--prune=now");
        figures.read(chat, List.of(round(chat, 1), round(chat, 2)), heard::add);
        assertEquals(heard.get(0).get(round(chat, 1)), heard.get(1).get(round(chat, 1)));
        RoundFigure open = heard.get(1).get(round(chat, 2));
        assertFalse(open.checkpointed(), open.toString());
        assertTrue(open.unavailable().startsWith("git diff-tree failed"), open.unavailable());
    }

    @Test
    void withoutACheckpointARoundSaysWhyTheChatHasNone() {
        fixture = new UiFixture(dir, List.of(), List.of(new CheckpointsPlugin(System::getenv)));
        SessionId chat = fixture.harness.createChat("run", dir).sessionId();
        fixture.store.append(chat, Notices.of("warning", ChatCheckpoints.UNAVAILABLE,
                dir + " is not in a git repository"));

        figures().read(chat, List.of(round(chat, 1)), heard::add);

        assertEquals(RoundFigure.none(dir + " is not in a git repository"), heard.get(0).get(round(chat, 1)));
        assertEquals("No checkpoint: " + dir + " is not in a git repository",
                EN.format(heard.get(0).get(round(chat, 1)).text()));
    }
}
