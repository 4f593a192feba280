package dev.ralphdesk.core.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.testing.SampleLog;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The history folds from the records of its types alone: a resume reads no other before its checkpoint. */
class HistoryFoldTest {
    private static final List<LoggedEvent> LOG = new SampleLog(null, null).turns(12, 40).logged();

    @Test
    void recordsOfOtherTypesAddNothingToTheHistory() {
        List<LoggedEvent> ofItsTypes = LOG.stream().filter(e -> HistoryFold.TYPES.contains(e.event().type())).toList();
        assertTrue(ofItsTypes.size() < LOG.size() - 12, "the sample has records of other types");
        assertEquals(HistoryFold.TYPES, LOG.stream().map(e -> e.event().type()).filter(HistoryFold.TYPES::contains)
                .collect(java.util.stream.Collectors.toSet()), "the sample has records of each of its types");
        assertEquals(HistoryFold.fold(LOG), HistoryFold.fold(ofItsTypes));
    }
}
