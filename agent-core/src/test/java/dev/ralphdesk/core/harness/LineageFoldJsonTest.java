package dev.ralphdesk.core.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lineage's saved state, written field by field, is the text the mapper writes for it. */
class LineageFoldJsonTest {
    @Test
    void savedLineagesAreWrittenExactlyAsTheMapperWritesThem() {
        for (LineageFold.Saved saved : List.of(new LineageFold.Saved(null, null), new LineageFold.Saved("run-1", 3),
                new LineageFold.Saved("run \"2\"", null), new LineageFold.Saved(null, 0))) {
            assertEquals(Json.write(saved), LineageFold.write(saved));
        }
    }
}
