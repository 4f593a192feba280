package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.Checkpoint;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A checkpoint's row: its parts written field by field as the mapper writes them, and read back. */
class CheckpointRowsTest {
    private static final Checkpoint CHECKPOINT = new Checkpoint(42, "catalog-1", Map.of(
            "history", new Checkpoint.Part(1, "{\"keepTokens\":128000,\"from\":0,\"leftOut\":false}"),
            "grants", new Checkpoint.Part(1, "{\"grants\":[]}"),
            "goal", new Checkpoint.Part(3, "{\"violation\":\"record 9: \\\"x\\\" ü\\n\"}")));

    @Test
    void partsAreWrittenExactlyAsTheMapperWritesThem() {
        assertEquals(Json.write(CHECKPOINT.parts()), CheckpointRows.payload(CHECKPOINT.parts()));
        assertEquals("{}", CheckpointRows.payload(Map.of()));
    }

    @Test
    void aRowWrittenByHandReadsBackAsTheCheckpoint() {
        CheckpointRows row = CheckpointRows.of(CHECKPOINT);
        assertEquals(CHECKPOINT, row.read("catalog-1", 42).checkpoint().orElseThrow());
    }
}
