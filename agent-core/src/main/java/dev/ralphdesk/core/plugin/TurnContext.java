package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.session.InputOrigin;

/** Where a hook is called: which agent, which turn, what started it, and which step (0 before the first). */
public record TurnContext(AgentHandle agent, String turnId, InputOrigin origin, int step) {
}
