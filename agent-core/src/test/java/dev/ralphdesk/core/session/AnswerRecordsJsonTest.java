package dev.ralphdesk.core.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnswerRecordsJsonTest {
    private final EventCatalog catalog = EventCatalog.withCoreTypes();

    @Test
    void answerRecordsAreWrittenByHandExactlyAsTheMapperWritesThem() {
        List<SessionEvent> records = List.of(
                new AssistantMessage("t1", 1, "All steps done.", null, List.of()),
                new AssistantMessage("t1", 2, "", "thinking \"hard\"\n", List.of(
                        new ToolCall("call_1", "shell", "{\"command\":\"echo 'step 1' \\\\ ü\"}"),
                        new ToolCall("call_2", "write_file", null))),
                AssistantMessage.cut("t2", 3, "héllo </script> \u0001 😀", null),
                new ModelUsage("t1", 1, "openai", "mock", new Usage(100, 10, 0), null),
                new ModelUsage("t1", 2, null, null, new Usage(123_456_789_012L, 0, 42), 0.0001),
                new ModelUsage("t1", 3, "anthropic", "m", Usage.ZERO, 1.5),
                new ModelUsage("t1", 4, "anthropic", "m", Usage.ZERO, 1.0E-7),
                new TurnFinished("t1", TurnOutcome.completed(), 1),
                new TurnFinished("t2", TurnOutcome.cancelled(CancelReason.INTERRUPTED), 0),
                new TurnFinished("t3", TurnOutcome.error("model-network", "the stream broke: \"x\""), 31),
                new TurnFinished("t4", TurnOutcome.of(TurnOutcome.Kind.STEP_LIMIT, "64 steps"), 64));
        for (SessionEvent record : records) {
            String byHand = AnswerRecordsJson.write(record);
            assertEquals(Json.write(record), byHand);
            assertEquals(byHand, catalog.encode(record));
            assertEquals(new DecodedEvent.Known(record), catalog.decode(record.type(), 1, byHand));
        }
    }

    @Test
    void otherRecordsAreLeftToTheOtherWriters() {
        assertNull(AnswerRecordsJson.write(new UserMessage("t1", "hi", InputOrigin.human())));
    }
}
