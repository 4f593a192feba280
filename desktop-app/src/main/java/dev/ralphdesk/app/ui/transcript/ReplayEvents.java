package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.goal.event.GoalChange;
import dev.ralphdesk.ralph.run.RalphRunFinished;
import dev.ralphdesk.ralph.run.RalphRunStarted;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Replays a session log into transcript rows with the same verbs as the live path, so a reopened
 * session reads like it did live. A turn with no {@code turn/finished} followed by another turn ends
 * in an interrupted row; the last turn, if the log left it open, is left to the caller (it may still
 * be running). {@link LogJoin} learns what the log holds. Event types the transcript does not show
 * (usage, evidence, notes, plugin types) are passed over. Pure: runs off the UI thread.
 */
final class ReplayEvents {
    private ReplayEvents() {
    }

    static void replay(TranscriptModel model, LogJoin join, List<LoggedEvent> events) {
        String openTurn = null;
        Map<String, RalphRunStarted> runs = new HashMap<>();
        for (LoggedEvent logged : events) {
            SessionEvent event = logged.event();
            if (event instanceof TurnStarted started) {
                if (openTurn != null) {
                    model.turnInterrupted(openTurn);
                }
                openTurn = started.turnId();
                join.logStarted(openTurn);
            } else if (event instanceof UserMessage user) {
                model.input(user.turnId(), user.text(), user.origin());
            } else if (event instanceof AssistantMessage message) {
                model.assistantMessage(message.turnId(), message.text(), message.reasoning());
                join.logMessage(message.turnId(), message.step(), message.text(), message.reasoning());
                message.toolCalls().forEach(call ->
                        model.toolStarted(message.turnId(), call.id(), call.name(), call.arguments()));
            } else if (event instanceof ToolCallStarted call) {
                model.toolStarted(call.turnId(), call.callId(), call.name(), call.arguments());
            } else if (event instanceof ToolCallFinished result) {
                model.toolFinished(result.turnId(), result.callId(), result.name(), result.output(), result.error(),
                        result.exitCode(), result.fullSize(), result.blob(), result.stored());
            } else if (event instanceof TurnFinished finished) {
                model.turnFinished(finished.turnId(), finished.outcome());
                join.logFinished(finished.turnId());
                openTurn = null;
            } else if (event instanceof GoalChange change && change.goal() != null) {
                model.goalCap(change.goal().id(), change.goal().maxGoalRounds());
            } else if (event instanceof RalphRunStarted started) {
                RalphRunStarted first = runs.computeIfAbsent(started.runId(), id -> started);
                model.ralphCard(new TranscriptRow.RalphCardRow(started.runId(), first.objective(), "running",
                        Math.max(0, started.startRound() - 1), first.maxRounds()));
            } else if (event instanceof RalphRunFinished finished && runs.containsKey(finished.runId())) {
                RalphRunStarted first = runs.get(finished.runId());
                model.ralphCard(new TranscriptRow.RalphCardRow(finished.runId(), first.objective(),
                        finished.result().outcome().wire(), finished.result().roundsStarted(), first.maxRounds()));
            } else if (event instanceof CommandRun run) {
                model.commandRun(run.invocationId(), ("/" + run.name() + " " + run.arguments()).strip());
            } else if (event instanceof CommandDone done) {
                model.commandDone(done.invocationId(), done.ok(), done.output());
            }
        }
    }
}
