package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.core.event.AgentEvent;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/**
 * Where a session's log, read while it opened, meets the live events that arrived meanwhile: which
 * of those events the log already holds. The harness appends an event to the log before it
 * publishes it, so a live event published after the listening began may be in the log or not:
 * <ul>
 * <li>every live event of a turn the log finished is in the log;</li>
 * <li>of the turn the log left open, its start is in the log, and so is each model step the log has
 *     an assistant message for: that step's deltas and message are dropped. The step of live events
 *     comes from {@code StepStarted}; before one arrived, a message equal to the log's last one of
 *     the turn is that same message;</li>
 * <li>tool calls are recognised by their ids in the transcript itself.</li>
 * </ul>
 */
final class LogJoin {
    private final Set<String> finished = new HashSet<>();
    private String open;
    private int steps;
    private String lastText;
    private String lastReasoning;
    private int liveStep = -1;
    private boolean liveMessage;
    private boolean openLive;

    /** Replay: a turn started in the log. */
    void logStarted(String turnId) {
        open = turnId;
        steps = 0;
        lastText = null;
        lastReasoning = null;
        liveStep = -1;
        liveMessage = false;
        openLive = false;
    }

    /** Replay: the log holds step {@code step} of a turn's answer. */
    void logMessage(String turnId, int step, String text, String reasoning) {
        if (turnId.equals(open)) {
            steps = Math.max(steps, step);
            lastText = text;
            lastReasoning = reasoning == null ? "" : reasoning;
        }
    }

    /** Replay: the log finished a turn. */
    void logFinished(String turnId) {
        finished.add(turnId);
        if (turnId.equals(open)) {
            open = null;
        }
    }

    /** The turn the log left unfinished, or null. */
    String openTurn() {
        return open;
    }

    /** True when live events of the turn the log left open came in: it is running. */
    boolean openTurnLive() {
        return openLive;
    }

    /**
     * True when the log already holds {@code event}, which is then not applied again. Follows the
     * live events too: a new turn ends the log's open one; a finished turn takes no more events.
     */
    boolean holds(AgentEvent event) {
        String turnId = turnOf(event);
        if (turnId == null) {
            return false;
        }
        if (finished.contains(turnId)) {
            return true;
        }
        if (!turnId.equals(open)) {
            if (event instanceof AgentEvent.TurnStarted) {
                open = null;
            }
            if (event instanceof AgentEvent.TurnFinished) {
                finished.add(turnId);
            }
            return false;
        }
        openLive = true;
        if (event instanceof AgentEvent.TurnStarted) {
            return true;
        } else if (event instanceof AgentEvent.StepStarted step) {
            liveStep = step.step();
            return false;
        } else if (event instanceof AgentEvent.TextDelta || event instanceof AgentEvent.ReasoningDelta) {
            return liveStep >= 0 && liveStep <= steps;
        } else if (event instanceof AgentEvent.AssistantMessage message) {
            boolean held = liveStep >= 0 ? liveStep <= steps
                    : !liveMessage && steps > 0 && Objects.equals(lastText, message.text())
                            && Objects.equals(lastReasoning, message.reasoning() == null ? "" : message.reasoning());
            liveMessage |= !held;
            return held;
        } else if (event instanceof AgentEvent.TurnFinished) {
            finished.add(turnId);
            open = null;
        }
        return false;
    }

    private static String turnOf(AgentEvent event) {
        if (event instanceof AgentEvent.TurnStarted e) {
            return e.turnId();
        } else if (event instanceof AgentEvent.TurnFinished e) {
            return e.turnId();
        } else if (event instanceof AgentEvent.StepStarted e) {
            return e.turnId();
        } else if (event instanceof AgentEvent.StepFinished e) {
            return e.turnId();
        } else if (event instanceof AgentEvent.TextDelta e) {
            return e.turnId();
        } else if (event instanceof AgentEvent.ReasoningDelta e) {
            return e.turnId();
        } else if (event instanceof AgentEvent.ToolCallStarted e) {
            return e.turnId();
        } else if (event instanceof AgentEvent.ToolCallFinished e) {
            return e.turnId();
        } else if (event instanceof AgentEvent.AssistantMessage e) {
            return e.turnId();
        } else if (event instanceof AgentEvent.UsageReported e) {
            return e.turnId();
        } else if (event instanceof AgentEvent.Notice) {
            return null;
        }
        throw new IllegalStateException("unexpected agent event " + event.getClass().getSimpleName());
    }
}
