package dev.ralphdesk.core.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ralphdesk.core.agent.HistoryWindowFold;
import dev.ralphdesk.core.approval.ApprovalGrants;
import dev.ralphdesk.core.approval.GrantsFold;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.testing.CheckpointTables;
import dev.ralphdesk.core.testing.SampleLog;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The core's checkpointed folds: a checkpoint at any seq plus the records after it is the full fold. */
class CoreCheckpointFoldsTest {
    private static final List<LoggedEvent> LOG = new SampleLog(null, null).turns(40, 400).logged();
    private static final SessionInfo INFO = SampleLog.info(SessionKind.CHAT, LOG.size());

    @Test
    void historyWindowAtAnySeqPlusTailIsTheFullFold() {
        // a window of ~2 exchanges (each about 250 tokens) so exchanges are left out all along the log
        HistoryWindowFold fold = new HistoryWindowFold(600);
        assertEquals(LOG.size(), CheckpointTables.checkpointAtAnySeqPlusTailIsTheFullFold(fold, INFO, LOG));
    }

    @Test
    void historyWindowThatHoldsEverythingAtAnySeqPlusTailIsTheFullFold() {
        assertEquals(LOG.size(), CheckpointTables.checkpointAtAnySeqPlusTailIsTheFullFold(
                new HistoryWindowFold(1_000_000), INFO, LOG));
    }

    @Test
    void grantsAtAnySeqPlusTailIsTheFullFold() {
        GrantsFold fold = new GrantsFold();
        assertEquals(LOG.size(), CheckpointTables.checkpointAtAnySeqPlusTailIsTheFullFold(fold, INFO, LOG));
        GrantsFold.State state = fold.start(INFO);
        LOG.forEach(state::add);
        assertEquals(ApprovalGrants.fold(SampleLog.ID, LOG), state.grants());
        assertEquals(8, state.grants().size(), "only the grants of this session's own scope");
    }

    @Test
    void aHistoryWindowSavedForAnotherContextWindowIsNotRestored() {
        String saved = new HistoryWindowFold(600).start(INFO).save();
        assertThrows(IllegalArgumentException.class, () -> new HistoryWindowFold(900).restore(INFO, saved));
    }

    @Test
    void anUnreadablePartIsNotRestored() {
        assertThrows(IllegalArgumentException.class, () -> new GrantsFold().restore(INFO, "{not json"));
        assertThrows(IllegalArgumentException.class, () -> new HistoryWindowFold(600).restore(INFO, "[]"));
    }

    @Test
    void partsAsCheckpointsBeforeThisBuildWroteThemAreRestored() {
        // the states the folds saved through Jackson's binding, as a 100k-record session's checkpoint holds them
        HistoryWindowFold history = new HistoryWindowFold(128_000);
        String window = "{\"keepTokens\":128000,\"from\":98560,\"leftOut\":true}";
        assertEquals(98_560, history.replayFrom(window, 100_000));
        assertEquals(true, history.restore(INFO, window).leftOut());
        assertEquals(100_001, history.replayFrom("{\"keepTokens\":128000,\"from\":0,\"leftOut\":false}", 100_000));
        assertEquals(List.of(), new GrantsFold().restore(INFO, "{\"grants\":[]}").grants());
        assertThrows(IllegalArgumentException.class,
                () -> history.restore(INFO, "{\"keepTokens\":128000,\"from\":null,\"leftOut\":true}"));
    }
}
