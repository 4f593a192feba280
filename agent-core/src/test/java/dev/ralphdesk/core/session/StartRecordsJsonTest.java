package dev.ralphdesk.core.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.List;
import org.junit.jupiter.api.Test;

class StartRecordsJsonTest {
    private final EventCatalog catalog = EventCatalog.withCoreTypes();

    @Test
    void startRecordsAreWrittenByHandExactlyAsTheMapperWritesThem() {
        List<SessionEvent> records = List.of(
                new SessionCreated("chat", "fix \"the\" build\n", "/w/ü", null, null, null, null),
                new SessionCreated("ralph-child", "t", "/w", "parent", 3L, "run-1", 2),
                new SessionCreated("chat", "fork", "/w", "parent", 0L, null, null),
                new TurnStarted("t1", InputOrigin.human()),
                new TurnStarted("t2", InputOrigin.system()),
                new TurnStarted("t3", new InputOrigin.Goal("g1", 4, 2, 20)),
                new UserMessage("t1", "héllo \\ \u0001 </script> 😀", InputOrigin.human()),
                new UserMessage("t2", "", new InputOrigin.Goal("g1", 4, 2)),
                new UserMessage("t3", "note", InputOrigin.system()));
        for (SessionEvent record : records) {
            String byHand = StartRecordsJson.write(record);
            assertEquals(Json.write(record), byHand);
            assertEquals(byHand, catalog.encode(record));
            assertEquals(new DecodedEvent.Known(record), catalog.decode(record.type(), 1, byHand));
        }
    }

    @Test
    void otherRecordsAreLeftToTheMapper() {
        assertNull(StartRecordsJson.write(new SessionRenamed("new title")));
        assertEquals(Json.write(new SessionRenamed("new title")), catalog.encode(new SessionRenamed("new title")));
    }
}
