package dev.ralphdesk.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.FoldState;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionInfo;
import java.util.List;

/** The table test every checkpointed fold passes: a checkpoint at any seq plus the tail is the full fold. */
public final class CheckpointTables {
    private CheckpointTables() {
    }

    /**
     * For every record of {@code events}: saves the fold after it, restores that, feeds the records
     * from the fold's {@code replayFrom} on — of those up to the checkpoint only the ones of its
     * {@code replayTypes}, as a store reads them — and compares with one fold of all records (saved
     * form and violation). Returns how many checkpoints were compared.
     */
    public static int checkpointAtAnySeqPlusTailIsTheFullFold(CheckpointFold fold, SessionInfo info,
            List<LoggedEvent> events) {
        FoldState full = fold.start(info);
        events.forEach(full::add);
        FoldState running = fold.start(info);
        int compared = 0;
        for (LoggedEvent at : events) {
            running.add(at);
            String saved = running.save();
            FoldState restored = fold.restore(info, saved);
            long from = fold.replayFrom(saved, at.seq());
            assertTrue(from <= at.seq() + 1, "replays from " + from + " after a checkpoint at " + at.seq());
            events.stream().filter(e -> e.seq() >= from && (e.seq() > at.seq()
                    || fold.replayTypes().map(types -> types.contains(e.event().type())).orElse(true)))
                    .forEach(restored::add);
            assertEquals(full.save(), restored.save(), "checkpoint at record " + at.seq() + " + tail");
            assertEquals(full.violation(), restored.violation(), "violation, checkpoint at record " + at.seq());
            compared++;
        }
        return compared;
    }
}
