package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.agent.TurnResult;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.tool.ToolResult;

/**
 * Lifecycle seams of the agent loop, all called on the session's own thread. Policies such as the
 * goal round driver are built from these, not from changes to the loop.
 */
public interface TurnHook {

    /** Before the turn's first model call. */
    default void beforeTurn(TurnContext turn) {
    }

    /** Shapes each model request (e.g. the compact continuation of goal rounds). */
    default ModelRequest shapeRequest(TurnContext turn, ModelRequest request) {
        return request;
    }

    /** Transforms the finished assistant text before it is recorded (e.g. strips a marker). */
    default String transformAssistantText(TurnContext turn, String text) {
        return text;
    }

    /** After each tool call has produced its result. */
    default void afterToolCall(TurnContext turn, ToolCall call, ToolResult result) {
    }

    /** After the turn ended and its {@code turn/finished} event was recorded. */
    default void afterTurn(AgentHandle agent, TurnResult result) {
    }
}
