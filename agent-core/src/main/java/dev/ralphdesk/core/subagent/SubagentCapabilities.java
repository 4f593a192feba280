package dev.ralphdesk.core.subagent;

/** What a subagent provider offers: structured output, and whether children see the parent's history. */
public record SubagentCapabilities(boolean structuredOutput, boolean inheritsParentContext) {
}
