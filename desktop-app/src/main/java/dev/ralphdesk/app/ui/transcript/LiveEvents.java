package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.core.event.AgentEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Applies live agent events (already batched per frame) to the transcript rows, leaving out those
 * the replayed log already holds ({@link LogJoin}). The text deltas of one turn that follow each
 * other in a batch are applied as one, so a streaming row changes once per frame however many
 * tokens arrived in it.
 */
final class LiveEvents {
    private LiveEvents() {
    }

    /** Applies a batch; returns its events the log did not hold. */
    static List<AgentEvent> apply(TranscriptModel model, LogJoin join, List<AgentEvent> batch) {
        List<AgentEvent> fresh = new ArrayList<>(batch.size());
        int i = 0;
        while (i < batch.size()) {
            AgentEvent event = batch.get(i);
            int next = i + 1;
            if (join.holds(event)) {
                if (event instanceof AgentEvent.AssistantMessage message) {
                    model.retractStreaming(message.turnId());
                }
            } else if (event instanceof AgentEvent.TextDelta || event instanceof AgentEvent.ReasoningDelta) {
                StringBuilder merged = new StringBuilder(delta(event));
                fresh.add(event);
                while (next < batch.size() && sameStream(event, batch.get(next)) && !join.holds(batch.get(next))) {
                    fresh.add(batch.get(next));
                    merged.append(delta(batch.get(next)));
                    next++;
                }
                if (event instanceof AgentEvent.TextDelta text) {
                    model.textDelta(text.turnId(), merged.toString());
                } else {
                    model.reasoningDelta(((AgentEvent.ReasoningDelta) event).turnId(), merged.toString());
                }
            } else {
                fresh.add(event);
                apply(model, event);
            }
            i = next;
        }
        return fresh;
    }

    private static boolean sameStream(AgentEvent first, AgentEvent other) {
        return other.getClass() == first.getClass() && turnOf(other).equals(turnOf(first));
    }

    private static String turnOf(AgentEvent delta) {
        return delta instanceof AgentEvent.TextDelta text ? text.turnId() : ((AgentEvent.ReasoningDelta) delta).turnId();
    }

    private static String delta(AgentEvent delta) {
        return delta instanceof AgentEvent.TextDelta text ? text.delta() : ((AgentEvent.ReasoningDelta) delta).delta();
    }

    private static void apply(TranscriptModel model, AgentEvent event) {
        if (event instanceof AgentEvent.TurnStarted started) {
            model.input(started.turnId(), started.text(), started.origin());
        } else if (event instanceof AgentEvent.TextDelta delta) {
            model.textDelta(delta.turnId(), delta.delta());
        } else if (event instanceof AgentEvent.ReasoningDelta delta) {
            model.reasoningDelta(delta.turnId(), delta.delta());
        } else if (event instanceof AgentEvent.AssistantMessage message) {
            model.assistantMessage(message.turnId(), message.text(), message.reasoning());
        } else if (event instanceof AgentEvent.ToolCallStarted call) {
            model.toolStarted(call.turnId(), call.call().id(), call.call().name(), call.call().arguments());
        } else if (event instanceof AgentEvent.ToolCallFinished result) {
            model.toolFinished(result.turnId(), result.call().id(), result.call().name(), result.output(),
                    result.error(), result.exitCode(), result.output().length(), null, result.output().length());
        } else if (event instanceof AgentEvent.TurnFinished finished) {
            model.turnFinished(finished.turnId(), finished.outcome());
        } else if (event instanceof AgentEvent.Notice notice) {
            if (!notice.kind().equals("cancel-requested")) {
                model.notice(notice.text());
            }
        } else if (!(event instanceof AgentEvent.StepStarted || event instanceof AgentEvent.StepFinished
                || event instanceof AgentEvent.UsageReported)) {
            throw new IllegalStateException("unexpected agent event " + event.getClass().getSimpleName());
        }
    }
}
