package dev.ralphdesk.persistence.cli;

import dev.ralphdesk.core.replay.Transcript;
import dev.ralphdesk.core.replay.TranscriptEntry;
import dev.ralphdesk.core.replay.TranscriptEntry.AssistantText;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandUse;
import dev.ralphdesk.core.replay.TranscriptEntry.Note;
import dev.ralphdesk.core.replay.TranscriptEntry.Notice;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolOutput;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolUse;
import dev.ralphdesk.core.replay.TranscriptEntry.TurnEnd;
import dev.ralphdesk.core.replay.TranscriptEntry.UserText;
import dev.ralphdesk.core.replay.TranscriptEntry.WorkCard;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.terminal.TerminalText;
import java.io.PrintStream;
import java.util.Locale;

/** Renders a transcript as plain text, one block per row, each starting with its seq. */
final class TranscriptText {
    private static final String INDENT = "    ";

    private TranscriptText() {
    }

    static void print(Transcript transcript, PrintStream out) {
        for (TranscriptEntry entry : transcript.entries()) {
            out.println(TerminalText.safe(render(entry)));
        }
    }

    static String render(TranscriptEntry entry) {
        String seq = "#" + entry.seq() + " ";
        if (entry instanceof UserText user) {
            return seq + who(user.origin()) + ": " + indent(user.text());
        } else if (entry instanceof AssistantText assistant) {
            String reasoning = assistant.reasoning() == null || assistant.reasoning().isBlank() ? ""
                    : "\n" + INDENT + "(thinking) " + indent(assistant.reasoning());
            String cut = assistant.state() == TranscriptEntry.Answer.CUT ? " (cut off)" : "";
            return seq + "assistant: " + indent(assistant.text()) + cut + reasoning;
        } else if (entry instanceof ToolUse tool) {
            return seq + "tool " + tool.name() + " " + tool.arguments() + "\n" + INDENT + result(tool);
        } else if (entry instanceof Note note) {
            return seq + "note from " + note.source() + ": " + indent(note.text());
        } else if (entry instanceof CommandUse command) {
            String done = command.done() == null ? "did not finish"
                    : (command.done().ok() ? "ok" : "failed") + (command.done().output().isEmpty() ? ""
                            : ": " + indent(command.done().output()));
            return seq + "/" + command.name() + (command.arguments().isEmpty() ? "" : " " + command.arguments())
                    + " → " + done;
        } else if (entry instanceof Notice notice) {
            return seq + "[" + notice.kind() + "] " + indent(notice.text());
        } else if (entry instanceof WorkCard card) {
            return seq + "[" + card.kind() + " " + card.id() + "] " + card.state() + " · " + card.done() + " / "
                    + card.total() + " rounds · \"" + card.title().strip() + "\""
                    + (card.detail().isEmpty() ? "" : "\n" + INDENT + card.detail());
        } else if (entry instanceof TurnEnd end) {
            return seq + "— turn " + turnEnd(end);
        } else {
            throw new IllegalStateException("unexpected transcript entry " + entry.getClass().getName());
        }
    }

    private static String turnEnd(TurnEnd end) {
        if (end.status() == TranscriptEntry.Status.INTERRUPTED) {
            return "interrupted (the app stopped before it finished)";
        }
        String message = end.outcome().message().isEmpty() ? "" : ": " + end.outcome().message();
        return end.outcome().label() + " after " + end.steps() + (end.steps() == 1 ? " step" : " steps") + message;
    }

    private static String result(ToolUse tool) {
        ToolOutput output = tool.result();
        if (output == null) {
            return tool.closed() ? "→ interrupted: no result was recorded" : "→ running";
        }
        String status = output.error() ? "error" : "ok";
        String exit = output.exitCode() == null ? "" : ", exit " + output.exitCode();
        String full = !output.truncated() ? ""
                : output.storedWhole() ? String.format(Locale.ROOT, "\n%s(full output: %,d characters, stored whole in "
                        + "blob %s)", INDENT, output.fullSize(), output.blob())
                : String.format(Locale.ROOT, "\n%s(full output: %,d characters; only %,d of them are stored, its "
                        + "beginning and end, in blob %s)", INDENT, output.fullSize(), output.storedSize(), output.blob());
        return "→ " + status + exit + ": " + indent(output.output()) + full;
    }

    private static String who(InputOrigin origin) {
        if (origin instanceof InputOrigin.Goal goal) {
            return "goal round " + goal.round() + " (goal " + goal.goalId() + ", revision " + goal.revision() + ")";
        } else if (origin instanceof InputOrigin.System) {
            return "harness";
        }
        return "you";
    }

    private static String indent(String text) {
        return text.strip().replace("\n", "\n" + INDENT);
    }
}
