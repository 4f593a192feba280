package dev.ralphdesk.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The history window's saved state, written field by field, is the text the mapper writes for it. */
class HistoryWindowFoldJsonTest {
    @Test
    void savedWindowsAreWrittenExactlyAsTheMapperWritesThem() {
        for (HistoryWindowFold.Saved saved : List.of(new HistoryWindowFold.Saved(128_000, 0, false),
                new HistoryWindowFold.Saved(600, 4_000_000_123L, true))) {
            assertEquals(Json.write(saved), HistoryWindowFold.write(saved));
        }
    }
}
