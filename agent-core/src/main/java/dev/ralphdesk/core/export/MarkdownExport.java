package dev.ralphdesk.core.export;

import dev.ralphdesk.core.replay.Transcript;
import dev.ralphdesk.core.replay.TranscriptEntry.AssistantText;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandUse;
import dev.ralphdesk.core.replay.TranscriptEntry.Note;
import dev.ralphdesk.core.replay.TranscriptEntry.Notice;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolUse;
import dev.ralphdesk.core.replay.TranscriptEntry.TurnEnd;
import dev.ralphdesk.core.replay.TranscriptEntry.UserText;
import dev.ralphdesk.core.replay.TranscriptEntry.WorkCard;
import dev.ralphdesk.core.replay.TranscriptEntry;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionLog;
import java.util.List;

/**
 * A session as a readable Markdown document, rendered from the entries of its transcript fold (the
 * same entries the window and {@code sessions show} render): messages, goal rounds, tool calls with
 * their arguments and outputs (long outputs cut, with a note), commands, notices and the cards of
 * Ralph runs with each finished round. Pure: the caller folds the log and scans the result for
 * secrets.
 */
final class MarkdownExport {
    private final StringBuilder out = new StringBuilder();

    private MarkdownExport() {
    }

    static String render(SessionLog log, Transcript transcript) {
        MarkdownExport export = new MarkdownExport();
        MarkdownHeader.render(log, export.out);
        for (TranscriptEntry entry : transcript.entries()) {
            export.entry(entry);
        }
        return export.out.toString();
    }

    private void entry(TranscriptEntry entry) {
        if (entry instanceof UserText user) {
            user(user);
        } else if (entry instanceof AssistantText text) {
            assistant(text);
        } else if (entry instanceof ToolUse tool) {
            ToolMarkdown.render(tool, out);
        } else if (entry instanceof Note note) {
            out.append(Markdown.quote("**Note from " + note.source() + ":** " + note.text())).append('\n');
        } else if (entry instanceof CommandUse command) {
            command(command);
        } else if (entry instanceof Notice notice) {
            out.append(Markdown.quote("**Notice (" + notice.kind() + "):** " + notice.text())).append('\n');
        } else if (entry instanceof WorkCard card) {
            card(card);
        } else if (entry instanceof TurnEnd end) {
            out.append("*— turn ").append(turnEnd(end)).append("*\n\n");
        } else {
            throw new IllegalStateException("unexpected transcript entry " + entry.getClass().getName());
        }
    }

    private void user(UserText user) {
        if (user.origin() instanceof InputOrigin.Goal goal) {
            out.append("## Goal round ").append(goal.round())
                    .append(goal.maxRounds() == null ? "" : " / " + goal.maxRounds())
                    .append(" (goal `").append(goal.goalId()).append("`, revision ").append(goal.revision())
                    .append(")\n\n").append(Markdown.quote(user.text())).append('\n');
            return;
        }
        String who = user.origin() instanceof InputOrigin.System
                ? (user.followsGoalRound() ? "Goal closing request" : "Harness") : "You";
        out.append("## ").append(who).append("\n\n").append(user.text().strip()).append("\n\n");
    }

    private void assistant(AssistantText text) {
        if (text.blank()) {
            return;
        }
        out.append("### Assistant\n\n");
        if (text.reasoning() != null && !text.reasoning().isBlank()) {
            out.append(Markdown.quote("*Thinking:* " + text.reasoning())).append('\n');
        }
        out.append(text.text().strip()).append("\n\n");
        if (text.state() == TranscriptEntry.Answer.CUT) {
            out.append("*(the answer was cut off here)*\n\n");
        }
    }

    private void command(CommandUse command) {
        out.append("**`/").append(command.name()).append(command.arguments().isEmpty() ? "" : " " + command.arguments())
                .append("`** → ");
        if (command.done() == null) {
            out.append("did not finish\n\n");
            return;
        }
        out.append(command.done().ok() ? "ok" : "failed").append("\n\n");
        if (!command.done().output().isBlank()) {
            out.append(Markdown.fence(command.done().output(), "")).append('\n');
        }
    }

    private void card(WorkCard card) {
        out.append("## ").append(card.kind().equals("ralph-run") ? "Ralph run" : card.kind()).append(" `")
                .append(card.id()).append("` — ").append(card.state()).append(" · ").append(card.done()).append(" / ")
                .append(card.total()).append(" rounds\n\n");
        if (!card.title().isBlank()) {
            out.append(Markdown.quote(card.title())).append('\n');
        }
        for (String line : card.history().isEmpty() && !card.detail().isEmpty() ? List.of(card.detail())
                : card.history()) {
            out.append("- ").append(line.strip().replace("\n", " ")).append('\n');
        }
        out.append('\n');
    }

    private static String turnEnd(TurnEnd end) {
        if (end.status() == TranscriptEntry.Status.INTERRUPTED) {
            return "interrupted (the app stopped before it finished)";
        }
        String message = end.outcome().message().isBlank() ? "" : ": " + end.outcome().message().strip();
        return end.outcome().label() + " after " + end.steps() + (end.steps() == 1 ? " step" : " steps") + message;
    }
}
