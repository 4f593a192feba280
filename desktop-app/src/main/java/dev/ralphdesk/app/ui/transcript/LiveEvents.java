package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.core.event.AgentEvent;

/** Applies live agent events (already batched per frame) to the transcript rows. */
final class LiveEvents {
    private LiveEvents() {
    }

    static void apply(TranscriptModel model, AgentEvent event) {
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
                    result.error(), result.exitCode(), result.output().length(), null);
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
