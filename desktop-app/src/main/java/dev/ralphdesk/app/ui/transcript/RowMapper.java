package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.RecordedReasons;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.ToolStatus;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.replay.TranscriptEntry;
import dev.ralphdesk.core.replay.TranscriptEntry.AssistantText;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandUse;
import dev.ralphdesk.core.replay.TranscriptEntry.Note;
import dev.ralphdesk.core.replay.TranscriptEntry.Notice;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolUse;
import dev.ralphdesk.core.replay.TranscriptEntry.TurnEnd;
import dev.ralphdesk.core.replay.TranscriptEntry.UserText;
import dev.ralphdesk.core.replay.TranscriptEntry.WorkCard;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.ralph.transcript.RunCards;
import java.util.function.Predicate;

/**
 * The row each transcript entry shows as in the window, or none: a pure function of the entry (and,
 * for a Ralph run's card, of whether the run is going in this process — one the log leaves unfinished
 * and that is not going was interrupted). Harness notes, blank answers of steps that only called tools,
 * and turns that completed show nothing.
 */
final class RowMapper {
    private final Predicate<String> runGoing;

    /** @param runGoing whether the Ralph run of an id is going in this process */
    RowMapper(Predicate<String> runGoing) {
        this.runGoing = runGoing;
    }

    TranscriptRow row(TranscriptEntry entry) {
        if (entry instanceof UserText user) {
            return input(user);
        } else if (entry instanceof AssistantText text) {
            return text.blank() && text.state() != TranscriptEntry.Answer.STREAMING ? null
                    : new TranscriptRow.AssistantRow(text.turnId(), text.text(), text.reasoning(),
                            text.state() != TranscriptEntry.Answer.STREAMING,
                            text.state() == TranscriptEntry.Answer.CUT);
        } else if (entry instanceof ToolUse tool) {
            return tool(tool);
        } else if (entry instanceof CommandUse command) {
            String line = ("/" + command.name() + " " + command.arguments()).strip();
            return command.done() == null ? new TranscriptRow.CommandRow(command.invocationId(), line, null, null)
                    : new TranscriptRow.CommandRow(command.invocationId(), line, command.done().ok(),
                            command.done().output());
        } else if (entry instanceof Notice notice) {
            return new TranscriptRow.NoticeRow(Notices.known(notice.code())
                    ? Message.of(Notices.KEY_PREFIX + notice.code(), notice.args().stream().map(RecordedReasons::of)
                            .toArray())
                    : Message.verbatim(notice.text()));
        } else if (entry instanceof Note) {
            return null;
        } else if (entry instanceof WorkCard card) {
            return card(card);
        } else if (entry instanceof TurnEnd end) {
            return end.status() == TranscriptEntry.Status.INTERRUPTED ? OutcomeRows.interrupted()
                    : OutcomeRows.of(end.outcome()).orElse(null);
        }
        throw new IllegalStateException("unexpected transcript entry " + entry.getClass().getSimpleName());
    }

    /** A person's message as a user row; a goal round's or the harness's prompt as a separator. */
    private static TranscriptRow input(UserText user) {
        if (user.origin() instanceof InputOrigin.Goal goal) {
            return new TranscriptRow.GoalRoundRow(user.turnId(), goal.round(), goal.maxRounds(), user.text());
        } else if (user.origin() instanceof InputOrigin.System) {
            // a chat session's only harness prompt after goal rounds is the goal's closing request
            return new TranscriptRow.HarnessPromptRow(user.turnId(), Message.of(user.followsGoalRound()
                    ? "transcript.goalClosing" : "transcript.harnessPrompt"), user.text());
        }
        return new TranscriptRow.UserRow(user.turnId(), user.text());
    }

    private static TranscriptRow tool(ToolUse tool) {
        if (tool.result() == null) {
            return new TranscriptRow.ToolCard(tool.turnId(), tool.callId(), tool.name(), tool.arguments(),
                    tool.closed() ? ToolStatus.INTERRUPTED : ToolStatus.RUNNING, null, "", 0, null, 0);
        }
        TranscriptEntry.ToolOutput result = tool.result();
        return new TranscriptRow.ToolCard(tool.turnId(), tool.callId(), tool.name(), tool.arguments(),
                status(result), result.exitCode(), result.output(),
                result.fullSize(), result.blob(), result.storedSize());
    }

    /** A call stopped while it ran is cancelled (grey), not failed (red). */
    private static ToolStatus status(TranscriptEntry.ToolOutput result) {
        if (!result.error()) {
            return ToolStatus.OK;
        }
        return result.output().startsWith(ToolResult.CANCELLED) ? ToolStatus.CANCELLED : ToolStatus.FAILED;
    }

    private TranscriptRow card(WorkCard card) {
        if (!card.kind().equals(RunCards.KIND)) {
            return new TranscriptRow.NoticeRow(Message.verbatim(card.title() + " · " + card.state()));
        }
        String state = card.state().equals("running") && !runGoing.test(card.id()) ? "interrupted" : card.state();
        return new TranscriptRow.RalphCardRow(card.id(), card.title(), state, card.done(), card.total());
    }
}
