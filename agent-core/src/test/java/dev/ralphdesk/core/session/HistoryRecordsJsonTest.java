package dev.ralphdesk.core.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.replay.HistoryFold;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.testing.SampleLog;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The history's records read field by field decode to exactly what Jackson's binding gives, whatever the payload. */
class HistoryRecordsJsonTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    private static final String ODD = "line\n\t\"quoted\" \\ é 字 \uD83D\uDE00 \u0001 </script>";

    private static List<SessionEvent> written() {
        List<SessionEvent> all = new ArrayList<>(new SampleLog(null, null).turns(10, 30).logged().stream()
                .map(LoggedEvent::event).filter(e -> HistoryFold.TYPES.contains(e.type())).toList());
        all.add(new UserMessage("t", ODD, InputOrigin.system()));
        all.add(new UserMessage("t", "", new InputOrigin.Goal("g-1", 3, 2, 20)));
        all.add(new UserMessage("t", "round", new InputOrigin.Goal("g-1", 1L << 40, 7)));
        all.add(new ContextNote("goal", ODD));
        all.add(new AssistantMessage("t", 3, ODD, ODD, List.of(new ToolCall("c1", "shell", null),
                new ToolCall("c2", "write_file", "{\"path\":\"a\"}"))));
        all.add(new AssistantMessage("t", Integer.MAX_VALUE, null, null, null));
        all.add(AssistantMessage.cut("t", 2, "partial", "thinking"));
        all.add(new ToolCallFinished("t", "c1", "shell", ODD, true, null, 0, null));
        all.add(new ToolCallFinished("t", "c2", "shell", "head", false, -1, Long.MAX_VALUE, "ab12", 10_000L));
        return all;
    }

    @Test
    void everyRecordTheCatalogWritesIsReadByHandAsTheBindingReadsIt() {
        for (SessionEvent event : written()) {
            String payload = CATALOG.encode(event);
            SessionEvent byHand = HistoryRecordsJson.read(event.type(), payload);
            assertNotNull(byHand, payload);
            assertEquals(event, byHand, payload);
            assertEquals(bind(event.type(), payload), new DecodedEvent.Known(byHand), payload);
        }
    }

    @Test
    void anyOtherPayloadIsLeftToTheBindingSoTheDecodingIsTheSame() {
        List<String[]> odd = new ArrayList<>();
        String user = UserMessage.TYPE;
        String assistant = AssistantMessage.TYPE;
        String result = ToolCallFinished.TYPE;
        for (String payload : List.of("{\"turnId\":\"t\",\"text\":\"a\",\"origin\":{\"kind\":\"human\"},\"extra\":1}",
                "{\"turnId\":\"t\",\"turnId\":\"u\",\"text\":\"a\",\"origin\":{\"kind\":\"human\"}}",
                "{\"turnId\":5,\"text\":\"a\",\"origin\":{\"kind\":\"human\"}}",
                "{\"turnId\":\"t\",\"text\":null,\"origin\":{\"kind\":\"human\"}}",
                "{\"turnId\":\"t\",\"text\":\"a\"}",
                "{\"turnId\":\"t\",\"text\":\"a\",\"origin\":{\"kind\":\"other\"}}",
                "{\"turnId\":\"t\",\"text\":\"a\",\"origin\":{\"kind\":\"human\",\"goalId\":\"g\"}}",
                "{\"turnId\":\"t\",\"text\":\"a\",\"origin\":{\"goalId\":\"g\",\"kind\":\"goal\",\"revision\":1}}",
                "{\"turnId\":\"t\",\"text\":\"a\",\"origin\":{\"kind\":\"goal\",\"goalId\":\"g\",\"revision\":1,\"round\":0}}",
                "{\"turnId\":\"t\",\"text\":\"a\",\"origin\":{\"kind\":\"goal\",\"goalId\":\"g\",\"revision\":1,\"round\":1,"
                        + "\"maxRounds\":null}}",
                "{\"turnId\":\"t\",\"text\":\"a\",\"origin\":{\"kind\":\"human\"}} trailing", "{", "[]", "null", "",
                "{\"turnId\":\"t\",\"text\":\"a\",\"origin\":[]}")) {
            odd.add(new String[] {user, payload});
        }
        for (String payload : List.of("{\"turnId\":\"t\",\"step\":1.5}", "{\"turnId\":\"t\",\"step\":\"1\"}",
                "{\"turnId\":\"t\"}", "{\"turnId\":\"t\",\"step\":null}", "{\"turnId\":\"t\",\"step\":3000000000}",
                "{\"turnId\":\"t\",\"step\":1,\"cut\":false}", "{\"turnId\":\"t\",\"step\":1,\"cut\":\"yes\"}",
                "{\"turnId\":\"t\",\"step\":1,\"toolCalls\":null}", "{\"turnId\":\"t\",\"step\":1,\"toolCalls\":[null]}",
                "{\"turnId\":\"t\",\"step\":1,\"toolCalls\":{}}",
                "{\"turnId\":\"t\",\"step\":1,\"toolCalls\":[{\"id\":\"c\",\"name\":\"n\",\"x\":1}]}",
                "{\"turnId\":\"t\",\"step\":1,\"toolCalls\":[{\"id\":\"c\"}]}",
                "{\"turnId\":\"t\",\"step\":1,\"text\":7}", "{\"turnId\":\"t\",\"step\":99999999999999999999}")) {
            odd.add(new String[] {assistant, payload});
        }
        for (String payload : List.of("{\"turnId\":\"t\",\"callId\":\"c\",\"name\":\"n\",\"output\":\"o\",\"fullSize\":1}",
                "{\"turnId\":\"t\",\"callId\":\"c\",\"name\":\"n\",\"output\":\"o\",\"error\":\"true\",\"fullSize\":1}",
                "{\"turnId\":\"t\",\"callId\":\"c\",\"name\":\"n\",\"output\":\"o\",\"error\":false}",
                "{\"turnId\":\"t\",\"callId\":\"c\",\"name\":\"n\",\"output\":\"o\",\"error\":false,\"fullSize\":1,"
                        + "\"exitCode\":3000000000}",
                "{\"turnId\":\"t\",\"callId\":\"c\",\"name\":\"n\",\"output\":null,\"error\":false,\"fullSize\":1}")) {
            odd.add(new String[] {result, payload});
        }
        odd.add(new String[] {ContextNote.TYPE, "{\"source\":\"goal\"}"});
        odd.add(new String[] {ContextNote.TYPE, "{\"source\":\"goal\",\"text\":true}"});
        for (String[] record : odd) {
            assertEquals(bind(record[0], record[1]), CATALOG.decode(record[0], 1, record[1]), Arrays.toString(record));
        }
        assertNull(HistoryRecordsJson.read(user, odd.get(0)[1]), "an unknown field is left to the binding");
    }

    private static DecodedEvent bind(String type, String payload) {
        return CATALOG.bind(CATALOG.find(type).orElseThrow(), type, payload);
    }
}
