package dev.ralphdesk.core.testing;

import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.session.event.ApprovalGranted;
import dev.ralphdesk.core.effect.GrantScope;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A session log with everything the core's folds look at: turns with tool calls and results, a call
 * left without a result (the process died), a cut answer, harness notes and "for this session" grants.
 */
public final class SampleLog {
    public static final SessionId ID = new SessionId("sample-session");
    private final List<SessionEvent> events = new ArrayList<>();

    public SampleLog(String runId, Integer round) {
        events.add(new SessionCreated(runId == null ? "chat" : "ralph-child", "sample", "/w", null, null, runId, round));
    }

    /** {@code turns} turns of {@code bodyChars} characters per message; every fifth has something unusual. */
    public SampleLog turns(int turns, int bodyChars) {
        String body = "x".repeat(bodyChars);
        for (int t = 0; t < turns; t++) {
            String turn = "t" + t;
            events.add(new TurnStarted(turn, InputOrigin.human()));
            events.add(new UserMessage(turn, "ask " + t + " " + body, InputOrigin.human()));
            ToolCall call = new ToolCall("c" + t, "shell", "{\"command\":\"echo " + t + "\"}");
            events.add(new AssistantMessage(turn, 1, "calling", null, List.of(call)));
            events.add(new ToolCallStarted(turn, call.id(), call.name(), call.arguments()));
            if (t % 5 == 3) {
                continue; // the process died mid-call: no result, no end of turn
            }
            events.add(new ToolCallFinished(turn, call.id(), call.name(), "out " + body, false, 0, bodyChars, null));
            if (t % 5 == 1) {
                events.add(AssistantMessage.cut(turn, 2, "partial", null));
                events.add(new ContextNote("goal", "note " + t));
            }
            if (t % 5 == 2) {
                events.add(new ApprovalGranted(ID.value(), ID.value(), null, null,
                        new ApprovalGrant(GrantScope.TOOL, "shell", null, null)));
                events.add(new ApprovalGranted("another-scope", ID.value(), null, null,
                        new ApprovalGrant(GrantScope.ALL, null, null, null)));
            }
            events.add(new AssistantMessage(turn, 2, "done " + t + " " + body, null, List.of()));
            events.add(new TurnFinished(turn, TurnOutcome.completed(), 2));
        }
        return this;
    }

    public List<LoggedEvent> logged() {
        List<LoggedEvent> logged = new ArrayList<>();
        Instant time = Instant.parse("2026-01-01T00:00:00Z");
        for (int i = 0; i < events.size(); i++) {
            logged.add(new LoggedEvent(i + 1, time.plusSeconds(i), events.get(i)));
        }
        return logged;
    }

    public static SessionInfo info(SessionKind kind, long lastSeq) {
        Instant time = Instant.parse("2026-01-01T00:00:00Z");
        return new SessionInfo(ID, kind, "sample", "/w", kind == SessionKind.RALPH_CHILD ? new SessionId("parent") : null,
                null, time, time, lastSeq, false, Map.of());
    }
}
