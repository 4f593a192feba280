package dev.ralphdesk.core.subagent;

/**
 * What a subagent provider offers. {@code structuredOutput}: a child can hand back a structured
 * result through a tool it is given (e.g. Ralph's {@code submit_report}). {@code inheritsParentContext}:
 * the child's history starts with the parent's conversation.
 */
public record SubagentCapabilities(boolean structuredOutput, boolean inheritsParentContext) {

    /** Fresh children with structured results: what {@code spawn} offers. */
    public static final SubagentCapabilities FRESH = new SubagentCapabilities(true, false);

    /** Children that continue the parent's conversation: what {@code fork} offers. */
    public static final SubagentCapabilities INHERITING = new SubagentCapabilities(true, true);
}
