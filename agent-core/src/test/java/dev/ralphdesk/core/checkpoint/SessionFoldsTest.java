package dev.ralphdesk.core.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.testing.SampleLog;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Preparing a session's checkpoint ahead of it: its folds' writers made, its states left alone. */
class SessionFoldsTest {
    private static final List<LoggedEvent> LOG = new SampleLog(null, null).turns(2, 100).logged();
    private static final SessionInfo INFO = SampleLog.info(SessionKind.CHAT, LOG.size());

    @Test
    void preparingToSaveSavesEachFoldsStartStateAndLeavesTheSessionsOwnAlone() {
        List<String> calls = new ArrayList<>();
        SessionFolds folds = SessionFolds.fold(List.of(new Counting("a", calls), new Counting("b", calls)), INFO, LOG);
        calls.clear();

        folds.prepareSaving();

        assertEquals(List.of("a: start", "a: saved 0 records", "b: start", "b: saved 0 records"), calls);
        assertEquals(LOG.size() + " records", folds.state("a").orElseThrow().save());
    }

    /** A fold that counts the records and tells what is done with it. */
    private record Counting(String name, List<String> calls) implements CheckpointFold {
        @Override
        public int version() {
            return 1;
        }

        @Override
        public FoldState start(SessionInfo info) {
            calls.add(name + ": start");
            return new FoldState() {
                private int records;

                @Override
                public void add(LoggedEvent logged) {
                    records++;
                }

                @Override
                public String save() {
                    calls.add(name + ": saved " + records + " records");
                    return records + " records";
                }
            };
        }

        @Override
        public FoldState restore(SessionInfo info, String saved) {
            throw new UnsupportedOperationException("not restored here");
        }
    }
}
