package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.tool.ToolResult;

/**
 * Lifecycle seams of the agent loop, called on the session's own thread except
 * {@link #cancelRequested}. Policies such as the goal round driver are built from these, not from
 * changes to the loop or from the display events.
 */
public interface TurnHook {

    /** Before the turn's first model call. */
    default void beforeTurn(TurnContext turn) {
    }

    /** Shapes each model request (e.g. the compact continuation of goal rounds). */
    default ModelRequest shapeRequest(TurnContext turn, ModelRequest request) {
        return request;
    }

    /**
     * The step's request goes out now and the model works on it (at the latest when its answer is
     * back): work meant for that time may begin, e.g. a sandbox started ahead for the next command.
     * Called on the turn's thread; must not block.
     */
    default void whileModelAnswers(TurnContext turn) {
    }

    /** Transforms the finished assistant text before it is recorded (e.g. strips a marker). */
    default String transformAssistantText(TurnContext turn, String text) {
        return text;
    }

    /** After each model call, with the tokens it used and its cost in USD (null when no price is known). */
    default void afterModelCall(TurnContext turn, Usage usage, Double costUsd) {
    }

    /** After each tool call has produced its result. */
    default void afterToolCall(TurnContext turn, ToolCall call, ToolResult result) {
    }

    /** After the turn ended and its {@code turn/finished} event was recorded. */
    default void afterTurn(AgentHandle agent, TurnResult result) {
    }

    /**
     * Someone asked the agent to stop, for {@code reason} — whether or not a turn was running (the
     * person's Stop between goal rounds still stops the goal). Called on the asking thread, after the
     * running turn's token was cancelled; must not block.
     */
    default void cancelRequested(AgentHandle agent, CancelReason reason) {
    }
}
