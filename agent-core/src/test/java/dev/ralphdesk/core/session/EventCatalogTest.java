package dev.ralphdesk.core.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ModelUsage;
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

class EventCatalogTest {
    private final EventCatalog catalog = EventCatalog.withCoreTypes();

    static List<SessionEvent> oneOfEach() {
        return List.of(
                new SessionCreated("chat", "t", "/w", null, null, null, null),
                new SessionCreated("ralph-child", "t", "/w", "p", 3L, "run-1", 2),
                new SessionRenamed("new title"),
                new UserMessage("t1", "hello", InputOrigin.human()),
                new UserMessage("t2", "continue", new InputOrigin.Goal("g1", 4, 2)),
                new UserMessage("t3", "sys", InputOrigin.system()),
                new ContextNote("goal", "snapshot"),
                new AssistantMessage("t1", 1, "hi", "thinking", List.of(new ToolCall("c1", "shell", "{\"command\":\"ls\"}"))),
                new ToolCallStarted("t1", "c1", "shell", "{\"command\":\"ls\"}"),
                new ToolCallFinished("t1", "c1", "shell", "a\nb", false, 0, 3, null),
                new ToolCallFinished("t1", "c2", "shell", "head…tail", true, 1, 20000, "abc123"),
                new TurnStarted("t1", InputOrigin.human()),
                new TurnFinished("t1", TurnOutcome.error("auth", "check the key"), 2),
                new TurnFinished("t1", TurnOutcome.completed(), 1),
                new ModelUsage("t1", 1, "scripted", "m", new Usage(10, 5, 2), 0.25),
                new CommandRun("i1", "goal", "pause"),
                new CommandDone("i1", true, "paused"),
                new ApprovalModeChosen("auto-edit"),
                new EvidenceRecorded("t1", new VerifierEvidence("shell", "c1", "mvn test", true, 0, "ok",
                        Instant.parse("2026-01-02T03:04:05Z"), false)));
    }

    @Test
    void everyCoreEventRoundTripsThroughItsJsonPayload() {
        for (SessionEvent event : oneOfEach()) {
            String json = catalog.encode(event);
            DecodedEvent decoded = catalog.decode(event.type(), catalog.typeOf(event).version(), json);
            assertEquals(new DecodedEvent.Known(event), decoded, json);
            assertTrue(!json.contains("\"type\""), "the type travels beside the payload, not in it: " + json);
        }
    }

    @Test
    void unknownTypeIsReportedAsUnknown() {
        assertEquals(new DecodedEvent.Unknown("plugin/gone"), catalog.decode("plugin/gone", 1, "{}"));
    }

    @Test
    void malformedPayloadsOfKnownTypesAreReportedNotThrown() {
        assertTrue(catalog.decode("user/message", 1, "{not json") instanceof DecodedEvent.Malformed);
        assertTrue(catalog.decode("user/message", 1, "{\"text\":\"x\"}") instanceof DecodedEvent.Malformed,
                "missing turnId and origin");
        assertTrue(catalog.decode("session/renamed", 1, "{\"title\":\"  \"}") instanceof DecodedEvent.Malformed);
        assertTrue(catalog.decode("user/message", 1, "null") instanceof DecodedEvent.Malformed);
        DecodedEvent newer = catalog.decode("user/message", 99, "{}");
        assertTrue(newer instanceof DecodedEvent.Malformed m && m.problem().contains("schema version 99"));
    }
}
