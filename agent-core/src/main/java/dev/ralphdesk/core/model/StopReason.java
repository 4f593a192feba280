package dev.ralphdesk.core.model;

/** Why the model stopped producing output in one call. */
public enum StopReason {
    /** Finished its answer (possibly with tool calls). */
    END_TURN,
    /** Stopped to have tools called. */
    TOOL_CALLS,
    /** Hit the output token limit. */
    MAX_TOKENS,
    /** Refused, or the output was filtered. */
    REFUSED
}
