package dev.ralphdesk.persistence.contract;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.time.Instant;
import java.util.List;

/** Realistic events of every core type, for tests that append and read back. */
public final class SampleEvents {

    private SampleEvents() {
    }

    /** One whole turn {@code n}: every core event type except session ones, ending with the given outcome. */
    public static List<SessionEvent> turn(int n, TurnOutcome outcome) {
        String turn = "turn-" + n;
        ToolCall call = new ToolCall("call-" + n, "shell", "{\"command\":\"mvn -q test\"}");
        return List.of(
                new TurnStarted(turn, InputOrigin.human()),
                new UserMessage(turn, "Please run the tests (" + n + ")", InputOrigin.human()),
                new ContextNote("goal", "objective: make the build green"),
                new AssistantMessage(turn, 1, "Running them.", "The person wants tests.", List.of(call)),
                new ModelUsage(turn, 1, "scripted", "demo", new Usage(120, 30, 10), 0.0004),
                new ToolCallStarted(turn, call.id(), "shell", call.arguments()),
                new EvidenceRecorded(turn, new VerifierEvidence("shell", call.id(), "mvn -q test", true, 0, "ok",
                        Instant.parse("2025-01-02T03:04:05Z"), false)),
                new ToolCallFinished(turn, call.id(), "shell", "BUILD SUCCESS", false, 0, 13, null),
                new CommandRun("inv-" + n, "goal", "status"),
                new CommandDone("inv-" + n, true, "goal: active"),
                new AssistantMessage(turn, 2, "All green.", null, List.of()),
                new TurnFinished(turn, outcome, 2));
    }

    /** A message turn of four records with a body of about {@code size} characters. */
    public static List<SessionEvent> chatTurn(int n, int size) {
        String turn = "t" + n;
        String body = "x".repeat(Math.max(0, size));
        return List.of(new TurnStarted(turn, InputOrigin.human()),
                new UserMessage(turn, "question " + n + " " + body, InputOrigin.human()),
                new AssistantMessage(turn, 1, "answer " + n + " " + body, null, List.of()),
                new TurnFinished(turn, TurnOutcome.completed(), 1));
    }
}
