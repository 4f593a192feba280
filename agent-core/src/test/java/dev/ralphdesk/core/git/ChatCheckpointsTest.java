package dev.ralphdesk.core.git;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.ContextNote;
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
}
