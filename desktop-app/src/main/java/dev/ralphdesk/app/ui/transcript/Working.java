package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnStarted;

/**
 * Whether the session waits for the model: from a turn's start, and from each tool result (the next
 * step's model call), until the first streamed text or reasoning, or the turn's end. Pure over the
 * live events; the transcript shows a working indicator while it is true.
 */
final class Working {
    private Working() {
    }

    /** The state after {@code event}, given the state {@code before} it. */
    static boolean after(boolean before, AgentEvent event) {
        if (event instanceof AgentEvent.TextDelta || event instanceof AgentEvent.ReasoningDelta
                || event instanceof AgentEvent.TurnUnrecorded) {
            return false;
        }
        if (event instanceof AgentEvent.Committed committed) {
            SessionEvent logged = committed.logged().event();
            if (logged instanceof TurnStarted || logged instanceof ToolCallFinished) {
                return true;
            }
            if (logged instanceof TurnFinished) {
                return false;
            }
        }
        return before;
    }
}
