package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import org.junit.jupiter.api.Test;

/** A row's height is known at the width it was measured at, and only there. */
class RowHeightsTest {
    private final RowHeights heights = new RowHeights();
    private final TranscriptRow row = new TranscriptRow.UserRow("t", "hello");

    @Test
    void aMeasuredRowIsKnownAtItsWidth() {
        heights.measured(row, 500, 42);

        assertEquals(42, heights.of(new TranscriptRow.UserRow("t", "hello"), 500));
    }

    @Test
    void anotherWidthOrAnUnmeasuredRowIsNotKnown() {
        heights.measured(row, 500, 42);

        assertTrue(Double.isNaN(heights.of(row, 520)));
        assertTrue(Double.isNaN(heights.of(new TranscriptRow.UserRow("t2", "hello"), 500)));
    }

    @Test
    void theLatestMeasurementWins() {
        heights.measured(row, 500, 42);
        heights.measured(row, 500, 80);

        assertEquals(80, heights.of(row, 500));
    }
}
