package dev.ralphdesk.core.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.effect.GrantScope;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.event.ApprovalGranted;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonByHandTest {
    private final EventCatalog catalog = EventCatalog.withCoreTypes();

    private void assertWrittenAsTheMapperWritesThem(List<SessionEvent> records) {
        for (SessionEvent record : records) {
            String byHand = JsonByHand.write(record);
            assertEquals(Json.write(record), byHand);
            assertEquals(byHand, catalog.encode(record));
            assertEquals(new DecodedEvent.Known(record), catalog.decode(record.type(), 1, byHand));
        }
    }

    @Test
    void startRecordsAreWrittenByHandExactlyAsTheMapperWritesThem() {
        assertWrittenAsTheMapperWritesThem(List.of(
                new SessionCreated("chat", "fix \"the\" build\n", "/w/ü", null, null, null, null),
                new SessionCreated("ralph-child", "t", "/w", "parent", 3L, "run-1", 2),
                new SessionCreated("chat", "fork", "/w", "parent", 0L, null, null),
                new TurnStarted("t1", InputOrigin.human()),
                new TurnStarted("t2", InputOrigin.system()),
                new TurnStarted("t3", new InputOrigin.Goal("g1", 4, 2, 20)),
                new UserMessage("t1", "héllo \\ \u0001 </script> 😀", InputOrigin.human()),
                new UserMessage("t2", "", new InputOrigin.Goal("g1", 4, 2)),
                new UserMessage("t3", "note", InputOrigin.system())));
    }

    @Test
    void answerRecordsAreWrittenByHandExactlyAsTheMapperWritesThem() {
        assertWrittenAsTheMapperWritesThem(List.of(
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
                new TurnFinished("t4", TurnOutcome.of(TurnOutcome.Kind.STEP_LIMIT, "64 steps"), 64)));
    }

    @Test
    void stepRecordsAreWrittenByHandExactlyAsTheMapperWritesThem() {
        Instant time = Instant.parse("2026-12-04T22:05:01.123456789Z");
        assertWrittenAsTheMapperWritesThem(List.of(
                new ToolCallStarted("t1", "call_1", "shell", "{\"command\":\"echo 'step 1' \\\\ ü\"}"),
                new ToolCallStarted("t1", "call_2", "write_file", null),
                new EvidenceRecorded("t1", new VerifierEvidence("shell", "call_1", "mvn -q test", true, 0,
                        "step 1\n", time, false)),
                new EvidenceRecorded(null, new VerifierEvidence("check", "c", null, false, null,
                        "x".repeat(3000) + " </script> \u0001 😀", Instant.EPOCH, true)),
                new ToolCallFinished("t1", "call_1", "shell", "step 1\nexit code: 0", false, 0, 20, null),
                new ToolCallFinished("t1", "call_2", "read_file", "no such file", true, null, 0, null),
                new ToolCallFinished("t1", "call_3", "shell", "head…tail", true, -1, 12_345_678_901L, "ab12",
                        8_388_608L)));
    }

    @Test
    void failureRecordsAreWrittenByHandExactlyAsTheMapperWritesThem() {
        String hostile = "Could not connect to \"http://127.0.0.1:9/v1\": ü \\ \u0001\t</script> 😀\n";
        assertWrittenAsTheMapperWritesThem(List.of(
                new NoticePosted("retry", "model-retry", List.of("1", "481", hostile),
                        "Retrying the model call (attempt 1) in 481 ms: " + hostile),
                new NoticePosted("warning", "", List.of(), ""),
                new NoticePosted("goal", "goal-blocked", null, "blocked"),
                new NoticePosted("retry", "model-retry", List.of("", "\u0000"), "x"),
                new ApprovalModeChosen("auto-edit"),
                new ApprovalModeChosen(""),
                new ApprovalGranted("s1", "s1", null, null,
                        new ApprovalGrant(GrantScope.ALL, null, null, null)),
                new ApprovalGranted("s1", "child", "run-1", 3,
                        new ApprovalGrant(GrantScope.THIS, "shell", "rm -rf \"a b\"\n ü", ".git/")),
                new ApprovalGranted("s1", "s2", "run-2", 0,
                        new ApprovalGrant(GrantScope.TOOL, "write_file", null, null))));
    }

    @Test
    void otherRecordsAreLeftToTheMapper() {
        SessionRenamed renamed = new SessionRenamed("new title");
        ContextNote note = new ContextNote("goal", "round 2");
        assertNull(JsonByHand.write(renamed));
        assertNull(JsonByHand.write(note));
        assertEquals(Json.write(renamed), catalog.encode(renamed));
        assertEquals(Json.write(note), catalog.encode(note));
    }
}
