package dev.ralphdesk.core.event;

import dev.ralphdesk.core.agent.TurnOutcome;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;

/** Live events of agents, published on the event bus. Deltas are for display and never persisted. */
public sealed interface AgentEvent {

    SessionId sessionId();

    record TurnStarted(SessionId sessionId, String turnId, InputOrigin origin, String text) implements AgentEvent {
    }

    record TurnFinished(SessionId sessionId, String turnId, InputOrigin origin, TurnOutcome outcome, int steps)
            implements AgentEvent {
    }

    record StepStarted(SessionId sessionId, String turnId, int step) implements AgentEvent {
    }

    record StepFinished(SessionId sessionId, String turnId, int step) implements AgentEvent {
    }

    record TextDelta(SessionId sessionId, String turnId, String delta) implements AgentEvent {
    }

    record ReasoningDelta(SessionId sessionId, String turnId, String delta) implements AgentEvent {
    }

    record ToolCallStarted(SessionId sessionId, String turnId, ToolCall call) implements AgentEvent {
    }

    record ToolCallFinished(SessionId sessionId, String turnId, ToolCall call, String output, boolean error,
            Integer exitCode) implements AgentEvent {
    }

    record AssistantMessage(SessionId sessionId, String turnId, String text, String reasoning) implements AgentEvent {
    }

    record UsageReported(SessionId sessionId, String turnId, Usage usage, Double costUsd) implements AgentEvent {
    }

    /**
     * Something the person should see that is not a message. {@code kind} examples:
     * {@code cancel-requested}, {@code retry}, {@code warning}.
     */
    record Notice(SessionId sessionId, String kind, String text) implements AgentEvent {
    }
}
