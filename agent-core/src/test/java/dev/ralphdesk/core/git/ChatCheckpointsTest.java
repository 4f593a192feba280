package dev.ralphdesk.core.git;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.NoticePosted;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ChatCheckpointsTest {
    private static CheckpointRecorded checkpoint(String work, String owner, int round, String commit) {
        return new CheckpointRecorded(work, owner, round, "s", commit, "refs/ralph-desk/s/" + work + "-" + owner + "/"
                + round);
    }

    @Test
    void aRoundEndsAtTheNextRoundOfTheSameGoalOrRunElseAtTheWorkingTree() {
        CheckpointRecorded goal1 = checkpoint("goal", "g", 1, "c1");
        CheckpointRecorded run1 = checkpoint("ralph", "r", 1, "c2");
        CheckpointRecorded goal2 = checkpoint("goal", "g", 2, "c3");
        List<LoggedEvent> events = List.of(new LoggedEvent(1, Instant.EPOCH, goal1),
                new LoggedEvent(2, Instant.EPOCH, new ContextNote("x", "note")),
                new LoggedEvent(3, Instant.EPOCH, run1), new LoggedEvent(4, Instant.EPOCH, goal2));

        ChatCheckpoints checkpoints = ChatCheckpoints.of(events);

        assertEquals(Optional.of(goal1), checkpoints.before("goal", "g", 1));
        assertEquals(Optional.of(goal2), checkpoints.after("goal", "g", 1));
        assertEquals(Optional.empty(), checkpoints.after("goal", "g", 2));
        assertEquals(Optional.empty(), checkpoints.after("ralph", "r", 1));
        assertEquals(Optional.empty(), checkpoints.before("ralph", "other", 1));
    }

    @Test
    void eachRoundIsListedOnceWithItsLatestCheckpointAndItsSpan() {
        CheckpointRecorded goal1 = checkpoint("goal", "g", 1, "c1");
        CheckpointRecorded run1 = checkpoint("ralph", "r", 1, "c2");
        CheckpointRecorded goal1again = checkpoint("goal", "g", 1, "c3");
        CheckpointRecorded goal2 = checkpoint("goal", "g", 2, "c4");
        ChatCheckpoints checkpoints = new ChatCheckpoints(List.of(goal1, run1, goal1again, goal2));

        assertEquals(List.of(goal1again, run1, goal2), checkpoints.rounds());
        assertEquals(Optional.of(new RoundSpan(goal1again, goal2)), checkpoints.span("goal", "g", 1));
        assertEquals("c4", checkpoints.span("goal", "g", 1).orElseThrow().to());
        assertEquals(Optional.of(new RoundSpan(run1, null)), checkpoints.span("ralph", "r", 1));
        assertEquals(null, checkpoints.span("ralph", "r", 1).orElseThrow().to());
        assertEquals(Optional.empty(), checkpoints.span("ralph", "r", 2));
    }

    @Test
    void aChatWithoutGitSaysWhyFromItsNotice() {
        List<LoggedEvent> events = List.of(new LoggedEvent(1, Instant.EPOCH,
                new NoticePosted("warning", ChatCheckpoints.UNAVAILABLE, List.of("/ws is not in a git repository"),
                        "No checkpoints")));

        ChatCheckpoints checkpoints = ChatCheckpoints.of(events);

        assertEquals("/ws is not in a git repository", checkpoints.unavailable());
        assertEquals("", ChatCheckpoints.of(List.of()).unavailable());
    }
}
